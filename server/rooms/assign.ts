/**
 * Which room each stay sleeps in, night by night (room_nights; its key refuses two stays in one
 * room on one night). A confirmation assigns rooms in its own transaction (assignStay), under the
 * room kind's lock its caller took (availability/ lockRoomKind): one room for the whole stay where
 * one is free, a group's rooms on one floor with consecutive numbers where they are, else the
 * fewest moves (for the earliest night still without a room, the free room with the longest run
 * of free nights; the lowest number on a tie). A night no room is free for (a legacy over-sale)
 * stays without one: the booking stays confirmed and the room chart lists it as unassigned. The
 * steps that end a stay free its nights (releaseStay) and keep them (room_releases), so their
 * undo takes the same rooms back where they are still free (restoreStay).
 */
import type { Transaction } from 'kysely';
import { stayNights } from '../../src/domain/availability';
import { addDays } from '../../src/domain/dates';
import type { Database, Queryable, RoomsTable } from '../db';
import { byNumber, roomsInUse } from './store';

/** What assignment needs of a booking. */
export interface StayToAssign {
  id: string;
  room_id: number;
  checkin: string;
  checkout: string;
  units: number;
}

/** A booking's rooms as the console shows them: one entry per room and run of nights, `to` exclusive. */
export interface AssignedRoom {
  roomNumber: string;
  from: string;
  to: string;
}

/** The nights taken (by another stay, or out of service) of these rooms over [from, to), as `room|night`. */
async function takenNights(
  db: Queryable,
  rooms: readonly RoomsTable[],
  from: string,
  to: string,
  except: string,
): Promise<Set<string>> {
  const taken = new Set<string>();
  if (rooms.length === 0) return taken;
  const ids = rooms.map((room) => room.id);
  const [held, closures] = await Promise.all([
    db
      .selectFrom('room_nights')
      .select(['room', 'night', 'booking_id'])
      .where('room', 'in', ids)
      .where('night', '>=', from)
      .where('night', '<', to)
      .execute(),
    db
      .selectFrom('room_closures')
      .select(['room', 'first_night', 'last_night'])
      .where('room', 'in', ids)
      .where('first_night', '<', to)
      .where('last_night', '>=', from)
      .execute(),
  ]);
  for (const row of held) if (row.booking_id !== except) taken.add(`${row.room}|${row.night}`);
  for (const c of closures)
    for (
      let night = c.first_night < from ? from : c.first_night;
      night <= c.last_night && night < to;
      night = addDays(night, 1)
    )
      taken.add(`${c.room}|${night}`);
  return taken;
}

/** Consecutive room numbers on one floor: 101, 102, 103. */
function together(rooms: readonly RoomsTable[]): boolean {
  return rooms.every(
    (room, i) =>
      i === 0 ||
      (room.floor === rooms[0]!.floor &&
        Number(room.number) === Number(rooms[i - 1]!.number) + 1 &&
        /^\d+$/.test(room.number)),
  );
}

/** `count` rooms of `free` (by number) for a group: consecutive on one floor, else one floor, else the lowest numbers. */
function pickTogether(free: readonly RoomsTable[], count: number): RoomsTable[] {
  if (count <= 1) return free.slice(0, count);
  for (let i = 0; i + count <= free.length; i += 1) {
    const window = free.slice(i, i + count);
    if (together(window)) return window;
  }
  const floors = new Map<string, RoomsTable[]>();
  for (const room of free) floors.set(String(room.floor), [...(floors.get(String(room.floor)) ?? []), room]);
  for (const rooms of floors.values()) if (rooms.length >= count) return rooms.slice(0, count);
  return free.slice(0, count);
}

/**
 * Gives the stay its rooms for each night of [from, checkout) it does not hold yet (`from`
 * defaults to the check-in). Returns the nights left without a room (an over-sale of the past).
 */
export async function assignStay(
  trx: Transaction<Database>,
  stay: StayToAssign,
  from: string = stay.checkin,
): Promise<string[]> {
  const start = from > stay.checkin ? from : stay.checkin;
  const nights = stayNights(start, stay.checkout);
  if (nights.length === 0) return [];
  const rooms = await roomsInUse(trx, stay.room_id);
  // Its own nights from the night before (a guest in the house stays in last night's room on a tie).
  const own = await trx
    .selectFrom('room_nights')
    .select(['room', 'night'])
    .where('booking_id', '=', stay.id)
    .where('night', '>=', addDays(start, -1))
    .where('night', '<', stay.checkout)
    .execute();
  const taken = await takenNights(trx, rooms, start, stay.checkout, stay.id);
  for (const row of own) taken.add(`${row.room}|${row.night}`);
  const need = new Map(nights.map((night) => [night, stay.units]));
  for (const row of own) if (need.has(row.night)) need.set(row.night, need.get(row.night)! - 1);
  const rows: Array<{ room: string; night: string; booking_id: string }> = [];
  const take = (room: RoomsTable, night: string) => {
    rows.push({ room: room.id, night, booking_id: stay.id });
    taken.add(`${room.id}|${night}`);
    need.set(night, (need.get(night) ?? 0) - 1);
  };
  const needy = nights.filter((night) => (need.get(night) ?? 0) > 0);
  const uniform = needy.length === nights.length && new Set(needy.map((n) => need.get(n))).size === 1;
  // One room for the whole stay (a group: its rooms together), where enough are free every night.
  if (uniform) {
    const count = need.get(nights[0]!)!;
    const free = rooms.filter((room) => nights.every((night) => !taken.has(`${room.id}|${night}`)));
    if (free.length >= count)
      for (const room of pickTogether(free, count)) for (const night of nights) take(room, night);
  }
  // Else the fewest moves: from the earliest night still short, the room free the longest.
  const unassigned: string[] = [];
  const mine = new Set(own.map((row) => `${row.room}|${row.night}`));
  for (const night of nights) {
    while ((need.get(night) ?? 0) > 0) {
      // On a tie, the room the guest slept in the night before (no move), then the lowest number.
      const before = addDays(night, -1);
      const stays = (room: RoomsTable) =>
        mine.has(`${room.id}|${before}`) || rows.some((row) => row.room === room.id && row.night === before);
      let best: { room: RoomsTable; run: number; stays: boolean } | undefined;
      for (const room of rooms) {
        let run = 0;
        for (let i = nights.indexOf(night); i < nights.length; i += 1) {
          const n = nights[i]!;
          if (taken.has(`${room.id}|${n}`) || (need.get(n) ?? 0) <= 0) break;
          run += 1;
        }
        if (run === 0) continue;
        const candidate = { room, run, stays: stays(room) };
        if (!best || run > best.run || (run === best.run && candidate.stays && !best.stays)) best = candidate;
      }
      if (!best) {
        for (let left = need.get(night) ?? 0; left > 0; left -= 1) unassigned.push(night);
        need.set(night, 0);
        break;
      }
      const at = nights.indexOf(night);
      for (const n of nights.slice(at, at + best.run)) take(best.room, n);
    }
  }
  if (rows.length > 0) await trx.insertInto('room_nights').values(rows).execute();
  return unassigned;
}

/**
 * Frees the stay's nights from `from` on (all of them by default), keeping them for an undo
 * (room_releases: only the last step's, one step is undone at a time); `keep` false forgets them
 * (an erasure). Returns the freed rows.
 */
export async function releaseStay(
  trx: Transaction<Database>,
  bookingId: string,
  from?: string,
  keep = true,
): Promise<Array<{ room: string; night: string }>> {
  let query = trx.selectFrom('room_nights').select(['room', 'night']).where('booking_id', '=', bookingId);
  if (from) query = query.where('night', '>=', from);
  const freed = await query.execute();
  let remove = trx.deleteFrom('room_nights').where('booking_id', '=', bookingId);
  if (from) remove = remove.where('night', '>=', from);
  await remove.execute();
  if (keep) {
    await trx.deleteFrom('room_releases').where('booking_id', '=', bookingId).execute();
    if (freed.length > 0)
      await trx
        .insertInto('room_releases')
        .values(freed.map((row) => ({ booking_id: bookingId, room: row.room, night: row.night })))
        .execute();
  } else await trx.deleteFrom('room_releases').where('booking_id', '=', bookingId).execute();
  return freed;
}

/**
 * An undone step's rooms back: each freed night of [from, checkout) in its old room where that
 * room is still in use, of the stay's kind, in service and free; the rest assigned afresh.
 * Returns the nights left without a room.
 */
export async function restoreStay(
  trx: Transaction<Database>,
  stay: StayToAssign,
  from: string = stay.checkin,
): Promise<string[]> {
  const start = from > stay.checkin ? from : stay.checkin;
  const released = await trx
    .selectFrom('room_releases')
    .select(['room', 'night'])
    .where('booking_id', '=', stay.id)
    .where('night', '>=', start)
    .where('night', '<', stay.checkout)
    .execute();
  await trx.deleteFrom('room_releases').where('booking_id', '=', stay.id).execute();
  const rooms = await roomsInUse(trx, stay.room_id);
  const taken = await takenNights(trx, rooms, start, stay.checkout, stay.id);
  const held = new Set(
    (
      await trx
        .selectFrom('room_nights')
        .select(['room', 'night'])
        .where('booking_id', '=', stay.id)
        .where('night', '>=', start)
        .execute()
    ).map((row) => `${row.room}|${row.night}`),
  );
  const inUse = new Set(rooms.map((room) => room.id));
  const back = released.filter(
    (row) => inUse.has(row.room) && !taken.has(`${row.room}|${row.night}`) && !held.has(`${row.room}|${row.night}`),
  );
  if (back.length > 0)
    await trx
      .insertInto('room_nights')
      .values(back.map((row) => ({ room: row.room, night: row.night, booking_id: stay.id })))
      .execute();
  return assignStay(trx, stay, start);
}

/** The stay's nights by room: one entry per room and run of consecutive nights, by first night then number. */
export function entriesOf(rows: ReadonlyArray<{ number: string; night: string }>): AssignedRoom[] {
  const sorted = [...rows].sort((a, b) => byNumber(a, b) || a.night.localeCompare(b.night));
  const entries: AssignedRoom[] = [];
  for (const row of sorted) {
    const last = entries.at(-1);
    if (last && last.roomNumber === row.number && last.to === row.night) last.to = addDays(row.night, 1);
    else entries.push({ roomNumber: row.number, from: row.night, to: addDays(row.night, 1) });
  }
  return entries.sort(
    (a, b) => a.from.localeCompare(b.from) || byNumber({ number: a.roomNumber }, { number: b.roomNumber }),
  );
}

/** A booking's rooms (GET /api/staff/bookings/:id assignedRooms). */
export async function assignedRooms(db: Queryable, bookingId: string): Promise<AssignedRoom[]> {
  const rows = await db
    .selectFrom('room_nights')
    .innerJoin('rooms', 'rooms.id', 'room_nights.room')
    .select(['rooms.number', 'room_nights.night'])
    .where('room_nights.booking_id', '=', bookingId)
    .execute();
  return entriesOf(rows);
}

/** The rooms these bookings sleep in on `night`, with their housekeeping status (today's arrivals). */
export async function roomsOnNight(
  db: Queryable,
  bookingIds: readonly string[],
  night: string,
): Promise<Map<string, Array<{ roomNumber: string; housekeeping: RoomsTable['housekeeping'] }>>> {
  const byBooking = new Map<string, Array<{ roomNumber: string; housekeeping: RoomsTable['housekeeping'] }>>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom('room_nights')
    .innerJoin('rooms', 'rooms.id', 'room_nights.room')
    .select(['room_nights.booking_id', 'rooms.number', 'rooms.housekeeping'])
    .where('room_nights.booking_id', 'in', [...bookingIds])
    .where('room_nights.night', '=', night)
    .execute();
  for (const row of rows.sort(byNumber))
    byBooking.set(row.booking_id, [
      ...(byBooking.get(row.booking_id) ?? []),
      { roomNumber: row.number, housekeeping: row.housekeeping },
    ]);
  return byBooking;
}

/** Day and month, the same in every language: `12.01`. */
function dayMonth(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
}

/**
 * What a reassignment changed, for the history: each run of nights moved, `101 → 102, 12.01–14.01`
 * (the second date is the day the guest leaves that room), `—` for no room.
 */
export function describeMoves(
  before: ReadonlyArray<{ number: string; night: string }>,
  after: ReadonlyArray<{ number: string; night: string }>,
): string {
  const rooms = (rows: ReadonlyArray<{ number: string; night: string }>, night: string) =>
    rows
      .filter((row) => row.night === night)
      .map((row) => row.number)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .join('+') || '—';
  const nights = [...new Set([...before, ...after].map((row) => row.night))].sort();
  const runs: Array<{ from: string; to: string; was: string; now: string }> = [];
  for (const night of nights) {
    const was = rooms(before, night);
    const now = rooms(after, night);
    if (was === now) continue;
    const last = runs.at(-1);
    if (last && last.was === was && last.now === now && last.to === night) last.to = addDays(night, 1);
    else runs.push({ from: night, to: addDays(night, 1), was, now });
  }
  return runs.map((run) => `${run.was} → ${run.now}, ${dayMonth(run.from)}–${dayMonth(run.to)}`).join('; ');
}

export type ReassignOutcome =
  | { kind: 'ok'; detail: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'room_taken'; roomNumber: string; night: string; bookingId: string | null };

/**
 * Staff put the stay in these rooms (POST /api/staff/bookings/:id/assign): rooms in use of the
 * booking's kind, giving each night of the stay exactly `units` different rooms; a room another
 * stay holds (or out of service) that night is `room_taken`. Under the kind's lock its caller took.
 */
export async function reassignStay(
  trx: Transaction<Database>,
  stay: StayToAssign,
  wanted: readonly AssignedRoom[],
): Promise<ReassignOutcome> {
  const rooms = await roomsInUse(trx, stay.room_id);
  const byNumberOf = new Map(rooms.map((room) => [room.number, room]));
  const nights = stayNights(stay.checkin, stay.checkout);
  const count = new Map(nights.map((night) => [night, new Set<string>()]));
  const rows: Array<{ room: RoomsTable; night: string }> = [];
  for (const entry of wanted) {
    const room = byNumberOf.get(entry.roomNumber);
    if (!room) return { kind: 'invalid', message: `Room ${entry.roomNumber} is not a room of this booking's kind.` };
    if (!(entry.from < entry.to) || entry.from < stay.checkin || entry.to > stay.checkout)
      return { kind: 'invalid', message: 'Each entry must lie within the stay, from before to.' };
    for (const night of stayNights(entry.from, entry.to)) {
      const set = count.get(night)!;
      if (set.has(room.id)) return { kind: 'invalid', message: `Room ${room.number} is given twice for ${night}.` };
      set.add(room.id);
      rows.push({ room, night });
    }
  }
  for (const [night, set] of count)
    if (set.size !== stay.units)
      return { kind: 'invalid', message: `The night of ${night} needs exactly ${stay.units} room(s).` };
  const taken = await takenNights(trx, rooms, stay.checkin, stay.checkout, stay.id);
  const clash = rows
    .filter((row) => taken.has(`${row.room.id}|${row.night}`))
    .sort((a, b) => a.night.localeCompare(b.night))[0];
  if (clash) {
    const holder = await trx
      .selectFrom('room_nights')
      .select('booking_id')
      .where('room', '=', clash.room.id)
      .where('night', '=', clash.night)
      .executeTakeFirst();
    return {
      kind: 'room_taken',
      roomNumber: clash.room.number,
      night: clash.night,
      bookingId: holder?.booking_id ?? null,
    };
  }
  const before = await trx
    .selectFrom('room_nights')
    .innerJoin('rooms', 'rooms.id', 'room_nights.room')
    .select(['rooms.number', 'room_nights.night'])
    .where('room_nights.booking_id', '=', stay.id)
    .execute();
  await trx.deleteFrom('room_nights').where('booking_id', '=', stay.id).execute();
  if (rows.length > 0)
    await trx
      .insertInto('room_nights')
      .values(rows.map((row) => ({ room: row.room.id, night: row.night, booking_id: stay.id })))
      .execute();
  return {
    kind: 'ok',
    detail: describeMoves(
      before,
      rows.map((row) => ({ number: row.room.number, night: row.night })),
    ),
  };
}

/**
 * A check-out makes dirty the rooms the guest slept in last: those of the last night held before
 * `today`, or for a stay that began today, of tonight. Called before the nights are freed.
 */
export async function dirtyAfterCheckout(
  trx: Transaction<Database>,
  bookingId: string,
  today: string,
  now: Date,
): Promise<void> {
  const before = await trx
    .selectFrom('room_nights')
    .select('night')
    .where('booking_id', '=', bookingId)
    .where('night', '<', today)
    .orderBy('night', 'desc')
    .limit(1)
    .executeTakeFirst();
  const night = before?.night ?? today;
  const rooms = await trx
    .selectFrom('room_nights')
    .select('room')
    .where('booking_id', '=', bookingId)
    .where('night', '=', night)
    .execute();
  if (rooms.length === 0) return;
  await trx
    .updateTable('rooms')
    .set({ housekeeping: 'dirty', housekeeping_at: now.toISOString(), housekeeping_by: 'system' })
    .where(
      'id',
      'in',
      rooms.map((row) => row.room),
    )
    .execute();
}

/** Each booking's count of held room nights in [from, to). */
export async function heldCounts(db: Queryable, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('room_nights')
    .select(['booking_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('night', '>=', from)
    .where('night', '<', to)
    .groupBy('booking_id')
    .execute();
  return new Map(rows.map((row) => [row.booking_id, Number(row.n)]));
}

/** Frees one room's nights of [from, to) (it goes out of service); returns the bookings that held them. */
export async function releaseRoom(
  trx: Transaction<Database>,
  room: string,
  from: string,
  to: string,
): Promise<string[]> {
  const held = await trx
    .selectFrom('room_nights')
    .select('booking_id')
    .where('room', '=', room)
    .where('night', '>=', from)
    .where('night', '<', to)
    .execute();
  await trx
    .deleteFrom('room_nights')
    .where('room', '=', room)
    .where('night', '>=', from)
    .where('night', '<', to)
    .execute();
  return [...new Set(held.map((row) => row.booking_id))];
}

/**
 * A stay's rooms after its dates, kind or rooms changed (the change of a stay: bookings/): the
 * nights it keeps stay in their rooms, those outside [checkin, checkout), and from `from` on those
 * in a room of another kind or beyond `units` rooms a night, are freed, and the nights it lacks
 * are assigned from `from` on (the check-in by default; today for a guest in the house, whose
 * nights already spent stay as they were). Under the kind's lock its caller took. Returns the
 * nights left without a room.
 */
export async function fitStay(
  trx: Transaction<Database>,
  stay: StayToAssign,
  from: string = stay.checkin,
): Promise<string[]> {
  const held = await trx
    .selectFrom('room_nights')
    .innerJoin('rooms', 'rooms.id', 'room_nights.room')
    .select(['room_nights.room', 'room_nights.night', 'rooms.room_id', 'rooms.number', 'rooms.retired_at'])
    .where('room_nights.booking_id', '=', stay.id)
    .execute();
  const kept = new Map<string, number>();
  const drop: Array<{ room: string; night: string }> = [];
  for (const row of held.sort((a, b) => byNumber(a, b) || a.night.localeCompare(b.night))) {
    const count = kept.get(row.night) ?? 0;
    const within = row.night >= stay.checkin && row.night < stay.checkout;
    const fits =
      within &&
      (row.night < from || (Number(row.room_id) === stay.room_id && row.retired_at === null && count < stay.units));
    if (fits) kept.set(row.night, count + 1);
    else drop.push({ room: row.room, night: row.night });
  }
  for (const row of drop)
    await trx
      .deleteFrom('room_nights')
      .where('booking_id', '=', stay.id)
      .where('room', '=', row.room)
      .where('night', '=', row.night)
      .execute();
  const left = await assignStay(trx, stay, from);
  // A stay not under way that now moves (its room taken on a new night) is placed afresh when that
  // moves it less (one room free for the whole stay): the guest has not unpacked yet.
  if (from > stay.checkin) return left;
  const before = await heldRows(trx, stay.id);
  const keptMoves = movesOf(before, stay.units) + left.length * UNASSIGNED_WEIGHT;
  if (keptMoves === 0) return left;
  await trx.deleteFrom('room_nights').where('booking_id', '=', stay.id).execute();
  const freshLeft = await assignStay(trx, stay);
  const fresh = await heldRows(trx, stay.id);
  if (movesOf(fresh, stay.units) + freshLeft.length * UNASSIGNED_WEIGHT < keptMoves) return freshLeft;
  await trx.deleteFrom('room_nights').where('booking_id', '=', stay.id).execute();
  if (before.length > 0)
    await trx
      .insertInto('room_nights')
      .values(before.map((row) => ({ room: row.room, night: row.night, booking_id: stay.id })))
      .execute();
  return left;
}

/** A night without a room weighs more than any number of moves. */
const UNASSIGNED_WEIGHT = 10_000;

/** A booking's held nights with their rooms' numbers. */
function heldRows(db: Queryable, bookingId: string) {
  return db
    .selectFrom('room_nights')
    .innerJoin('rooms', 'rooms.id', 'room_nights.room')
    .select(['room_nights.room', 'room_nights.night', 'rooms.number'])
    .where('room_nights.booking_id', '=', bookingId)
    .execute();
}

/** How many times the guests change rooms: one entry per room and run of nights, less one per room taken. */
function movesOf(rows: ReadonlyArray<{ number: string; night: string }>, units: number): number {
  return Math.max(0, entriesOf(rows).length - units);
}
