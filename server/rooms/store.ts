/**
 * The hotel's rooms as the owner keeps them: numbers, kinds, floors, notes, retirement, their
 * housekeeping status and their out-of-service spans; and what the inventory reads from them: a
 * kind's units are its rooms in use (roomUnits), less those out of service on a night
 * (closedPerNight).
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '../../src/domain/dates';
import { ROOMS } from '../../src/domain/rooms';
import type { Database, HousekeepingStatus, Queryable, RoomClosuresTable, RoomsTable } from '../db';
import type { Transaction } from 'kysely';

export { HOUSEKEEPING_STATUSES } from '../../src/domain/staffWords';

/** A room as the console's API shows it (docs/staff-console.md). */
export interface RoomView {
  id: string;
  number: string;
  roomId: number;
  floor: number | null;
  note: string | null;
  housekeeping: HousekeepingStatus;
  housekeepingAt: string | null;
  /** `to` is the day after the last night; only periods ending today or later. */
  outOfService: Array<{ id: string; from: string; to: string; note: string | null }>;
}

/** Room numbers in the order staff read them: 101 before 1010, 99 before 101. */
export function byNumber(a: { number: string }, b: { number: string }): number {
  return a.number.localeCompare(b.number, 'en', { numeric: true });
}

/** The rooms in use (not retired), by number. */
export async function roomsInUse(db: Queryable, roomId?: number): Promise<RoomsTable[]> {
  let query = db.selectFrom('rooms').selectAll().where('retired_at', 'is', null);
  if (roomId !== undefined) query = query.where('room_id', '=', roomId);
  return (await query.execute()).sort(byNumber);
}

export function findRoomRow(db: Queryable, id: string): Promise<RoomsTable | undefined> {
  return db.selectFrom('rooms').selectAll().where('id', '=', id).where('retired_at', 'is', null).executeTakeFirst();
}

/**
 * Each kind's units: its rooms in use (every kind of src/domain/rooms.ts is present, 0 when it has
 * none). The static ROOMS.units is only the fresh store's seed and the site's texts' figure: once
 * the owner adds a room, the site's availability and the quote count it at once.
 */
export async function roomUnits(db: Queryable): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('rooms')
    .select(['room_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('retired_at', 'is', null)
    .groupBy('room_id')
    .execute();
  const units = new Map<number, number>(ROOMS.map((room) => [room.id, 0]));
  for (const row of rows) units.set(Number(row.room_id), Number(row.n));
  return units;
}

/** Closures of rooms in use that touch [from, to), with their room's kind. */
export function closuresIn(
  db: Queryable,
  from: string,
  to: string,
  roomIds?: readonly number[],
): Promise<Array<RoomClosuresTable & { room_id: number; number: string }>> {
  let query = db
    .selectFrom('room_closures')
    .innerJoin('rooms', 'rooms.id', 'room_closures.room')
    .selectAll('room_closures')
    .select(['rooms.room_id', 'rooms.number'])
    .where('rooms.retired_at', 'is', null)
    .where('room_closures.first_night', '<', to)
    .where('room_closures.last_night', '>=', from);
  if (roomIds !== undefined) query = query.where('rooms.room_id', 'in', roomIds.length > 0 ? [...roomIds] : [-1]);
  return query.execute();
}

/** How many rooms of each kind are out of service on each night of [from, to) (a room counted once a night). */
export async function closedPerNight(
  db: Queryable,
  from: string,
  to: string,
  roomIds?: readonly number[],
): Promise<Map<number, Map<string, number>>> {
  const seen = new Set<string>();
  const out = new Map<number, Map<string, number>>();
  for (const closure of await closuresIn(db, from, to, roomIds)) {
    const first = closure.first_night > from ? closure.first_night : from;
    for (let night = first; night < to && night <= closure.last_night; night = addDays(night, 1)) {
      const key = `${closure.room}|${night}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const byNight = out.get(closure.room_id) ?? new Map<string, number>();
      byNight.set(night, (byNight.get(night) ?? 0) + 1);
      out.set(closure.room_id, byNight);
    }
  }
  return out;
}

/** The console's view of rooms: closures ending today or later (`to` exclusive). */
export async function roomViews(db: Queryable, rooms: readonly RoomsTable[], today: string): Promise<RoomView[]> {
  const ids = rooms.map((room) => room.id);
  const closures =
    ids.length === 0
      ? []
      : await db
          .selectFrom('room_closures')
          .selectAll()
          .where('room', 'in', ids)
          .where('last_night', '>=', today)
          .orderBy('first_night')
          .execute();
  return [...rooms].sort(byNumber).map((room) => ({
    id: room.id,
    number: room.number,
    roomId: room.room_id,
    floor: room.floor === null ? null : Number(room.floor),
    note: room.note,
    housekeeping: room.housekeeping,
    housekeepingAt: room.housekeeping_at,
    outOfService: closures
      .filter((c) => c.room === room.id)
      .map((c) => ({ id: c.id, from: c.first_night, to: addDays(c.last_night, 1), note: c.note })),
  }));
}

export async function roomView(db: Queryable, room: RoomsTable, today: string): Promise<RoomView> {
  return (await roomViews(db, [room], today))[0]!;
}

export interface RoomFields {
  number: string;
  roomId: number;
  floor: number | null;
  note: string | null;
}

/** Whether another room in use has this number. */
async function numberTaken(trx: Transaction<Database>, number: string, except?: string): Promise<boolean> {
  let query = trx.selectFrom('rooms').select('id').where('number', '=', number).where('retired_at', 'is', null);
  if (except) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The first night from `today` on that a stay holds the room, with its booking; undefined when none. */
export function heldFrom(
  db: Queryable,
  room: string,
  today: string,
): Promise<{ night: string; booking_id: string } | undefined> {
  return db
    .selectFrom('room_nights')
    .select(['night', 'booking_id'])
    .where('room', '=', room)
    .where('night', '>=', today)
    .orderBy('night')
    .limit(1)
    .executeTakeFirst();
}

export type RoomChange =
  | { kind: 'ok'; room: RoomsTable }
  | { kind: 'number_taken' }
  | { kind: 'not_found' }
  | { kind: 'room_taken'; night: string; bookingId: string };

export async function createRoom(trx: Transaction<Database>, fields: RoomFields, now: Date): Promise<RoomChange> {
  if (await numberTaken(trx, fields.number)) return { kind: 'number_taken' };
  const row: RoomsTable = {
    id: randomUUID(),
    number: fields.number,
    room_id: fields.roomId,
    floor: fields.floor,
    note: fields.note,
    housekeeping: 'clean',
    housekeeping_at: null,
    housekeeping_by: null,
    retired_at: null,
    created_at: now.toISOString(),
  };
  await trx.insertInto('rooms').values(row).execute();
  return { kind: 'ok', room: row };
}

/**
 * Renames a room, moves it to another kind, or sets its floor or note. Moving it to another kind
 * is refused while a stay holds it from today on (its guests booked the old kind).
 */
export async function updateRoom(
  trx: Transaction<Database>,
  id: string,
  fields: Partial<RoomFields>,
  today: string,
): Promise<RoomChange> {
  const room = await findRoomRow(trx, id);
  if (!room) return { kind: 'not_found' };
  if (fields.number !== undefined && (await numberTaken(trx, fields.number, id))) return { kind: 'number_taken' };
  if (fields.roomId !== undefined && fields.roomId !== room.room_id) {
    const held = await heldFrom(trx, id, today);
    if (held) return { kind: 'room_taken', night: held.night, bookingId: held.booking_id };
  }
  const set = {
    ...(fields.number !== undefined ? { number: fields.number } : {}),
    ...(fields.roomId !== undefined ? { room_id: fields.roomId } : {}),
    ...(fields.floor !== undefined ? { floor: fields.floor } : {}),
    ...(fields.note !== undefined ? { note: fields.note } : {}),
  };
  if (Object.keys(set).length > 0) await trx.updateTable('rooms').set(set).where('id', '=', id).execute();
  return { kind: 'ok', room: (await findRoomRow(trx, id))! };
}

/** Takes a room out of use for good (its past nights stay on record); refused while a stay holds it from today on. */
export async function retireRoom(
  trx: Transaction<Database>,
  id: string,
  today: string,
  now: Date,
): Promise<RoomChange> {
  const room = await findRoomRow(trx, id);
  if (!room) return { kind: 'not_found' };
  const held = await heldFrom(trx, id, today);
  if (held) return { kind: 'room_taken', night: held.night, bookingId: held.booking_id };
  await trx.updateTable('rooms').set({ retired_at: now.toISOString() }).where('id', '=', id).execute();
  return { kind: 'ok', room: { ...room, retired_at: now.toISOString() } };
}

/** Sets a room's housekeeping status, with who and when. */
export async function setHousekeeping(
  db: Queryable,
  id: string,
  status: HousekeepingStatus,
  by: string,
  now: Date,
): Promise<RoomsTable | undefined> {
  await db
    .updateTable('rooms')
    .set({ housekeeping: status, housekeeping_at: now.toISOString(), housekeeping_by: by })
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .execute();
  return findRoomRow(db, id);
}

/** Puts a room out of service from `from` to the night before `to`. */
export async function addClosure(
  trx: Transaction<Database>,
  room: string,
  span: { from: string; to: string; note: string | null },
  by: string,
  now: Date,
): Promise<RoomClosuresTable> {
  const row: RoomClosuresTable = {
    id: randomUUID(),
    room,
    first_night: span.from,
    last_night: addDays(span.to, -1),
    note: span.note,
    created_at: now.toISOString(),
    created_by: by,
  };
  await trx.insertInto('room_closures').values(row).execute();
  return row;
}

/** Ends a room's out-of-service entry (deleted: the room is in service again); false when there is none. */
export async function removeClosure(db: Queryable, room: string, entryId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('room_closures')
    .where('id', '=', entryId)
    .where('room', '=', room)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
