/**
 * What a new restriction would take from guests who already have their rooms: closing nights or
 * putting units out of service where confirmed or checked-in stays, or nights other channels
 * blocked, already need more units than would be left in service. The staff route refuses such a
 * restriction (409 `conflict`, naming the bookings) unless the owner confirms it (`force`).
 */
import type { Transaction } from 'kysely';
import { stayNights } from '../../src/domain/availability';
import { addDays } from '../../src/domain/dates';
import type { RatePlan, Restriction } from '../../src/domain/rates';
import { ROOMS } from '../../src/domain/rooms';
import type { ConflictBooking } from '../../src/domain/staffApi';
import type { Database } from '../db';
import { assignStay, closuresIn, releaseRoom } from '../rooms';
import { loadStock, lockRoomKind, stocked, unitsInService } from './inventory';
import type { RoomStock } from './inventory';
import { loadRatePlan } from '../terms';
import type { Overrode } from '../terms';
import { takingStaysNamed } from './stays';

export interface RestrictionConflicts {
  /** The stays on the nights that would be short of units, by check-in. */
  bookings: ConflictBooking[];
  /** Those nights' blocks by other channels, per room kind and night. */
  blocked: { roomId: number; night: string; count: number }[];
}

export function hasConflicts(found: RestrictionConflicts): boolean {
  return found.bookings.length > 0 || found.blocked.length > 0;
}

/**
 * The bookings and channel blocks `restriction` would leave without a unit: on each night of its
 * span where it lowers the units in service (unitsInService, as the availability counts them)
 * below what the stays and blocks of that night take. A night already short before it is not its
 * doing and names nobody. Takes the room kinds' locks first (in id order), so no confirmation
 * of those kinds slips in between this check and the restriction's insert in the same transaction.
 */
export async function restrictionConflicts(
  trx: Transaction<Database>,
  restriction: Restriction,
): Promise<RestrictionConflicts> {
  const found: RestrictionConflicts = { bookings: [], blocked: [] };
  if (!restriction.closed && !restriction.outOfService) return found;
  const rooms = ROOMS.filter((room) => restriction.roomId === null || room.id === restriction.roomId);
  for (const room of rooms) await lockRoomKind(trx, room.id);
  const from = restriction.from;
  const to = addDays(restriction.to, 1);
  const plan = await loadRatePlan(trx);
  const after: RatePlan = { ...plan, restrictions: [...plan.restrictions, restriction] };
  return shortNights(trx, rooms, from, to, (room, night, stock) => ({
    before: unitsInService(plan, room, night, stock),
    after: unitsInService(after, room, night, stock),
  }));
}

/**
 * The stays and channel blocks of `kinds` left without a unit on the nights of [from, to) where
 * `inService` says fewer units are left after a change than before (see restrictionConflicts).
 */
async function shortNights(
  trx: Transaction<Database>,
  kinds: ReadonlyArray<(typeof ROOMS)[number]>,
  from: string,
  to: string,
  inService: (
    room: (typeof ROOMS)[number],
    night: string,
    stock: RoomStock,
  ) => {
    before: number;
    after: number;
  },
): Promise<RestrictionConflicts> {
  const found: RestrictionConflicts = { bookings: [], blocked: [] };
  const roomIds = kinds.map((room) => room.id);
  const [stays, blocks, stock] = await Promise.all([
    takingStaysNamed(trx, roomIds, from, to),
    trx
      .selectFrom('blocked_nights')
      .select(['room_id', 'night'])
      .where('room_id', 'in', roomIds)
      .where('night', '>=', from)
      .where('night', '<', to)
      .execute(),
    loadStock(trx, from, to, roomIds),
  ]);
  const named = new Set<string>();
  for (const kind of kinds) {
    const room = stocked(kind, stock);
    const own = stays.filter((stay) => stay.room_id === room.id);
    for (const night of stayNights(from, to)) {
      const { before, after: left } = inService(room, night, stock);
      if (left >= before) continue;
      const on = own.filter((stay) => stay.checkin <= night && night < stay.checkout);
      const blocked = blocks.filter((b) => b.room_id === room.id && b.night === night).length;
      const taken = on.reduce((sum, stay) => sum + Number(stay.units), 0) + blocked;
      if (taken <= left) continue;
      for (const stay of on) named.add(stay.id);
      if (blocked > 0) found.blocked.push({ roomId: room.id, night, count: blocked });
    }
  }
  found.bookings = stays
    .filter((stay) => named.has(stay.id))
    .map((stay) => ({
      id: stay.id,
      reference: stay.reference,
      guestName: stay.guest_name,
      checkin: stay.checkin,
      checkout: stay.checkout,
    }));
  return found;
}

/**
 * What putting one room (`room`, of kind `roomId`) out of service over [from, to) would take from
 * guests, as for a closure: the nights it leaves the kind fewer rooms than its stays and blocks
 * take, and those nights' stays. A night the room is already out of service takes nothing more.
 * Takes the kind's lock, so no confirmation slips in before the closure is stored.
 */
export async function roomClosureConflicts(
  trx: Transaction<Database>,
  room: { id: string; room_id: number },
  from: string,
  to: string,
): Promise<RestrictionConflicts> {
  const kind = ROOMS.find((r) => r.id === room.room_id);
  if (!kind) return { bookings: [], blocked: [] };
  await lockRoomKind(trx, kind.id);
  const alreadyClosed = new Set<string>();
  for (const c of await closuresIn(trx, from, to, [kind.id]))
    if (c.room === room.id)
      for (const night of stayNights(from, to))
        if (c.first_night <= night && night <= c.last_night) alreadyClosed.add(night);
  const plan = await loadRatePlan(trx);
  return shortNights(trx, [kind], from, to, (stockedKind, night, stock) => {
    const before = unitsInService(plan, stockedKind, night, stock);
    return { before, after: alreadyClosed.has(night) ? before : Math.max(0, before - 1) };
  });
}

/**
 * Moves the stays that hold `room` on nights of [from, to) to other rooms of its kind (fewest
 * moves, rooms/ assignStay), once the room is out of service; a night no other room is free stays
 * without a room (the chart lists the stay as unassigned). Under the kind's lock.
 */
export async function vacateRoom(
  trx: Transaction<Database>,
  room: { id: string; room_id: number },
  from: string,
  to: string,
): Promise<void> {
  const ids = await releaseRoom(trx, room.id, from, to);
  if (ids.length === 0) return;
  const stays = (await takingStaysNamed(trx, [room.room_id], from, to)).filter((stay) => ids.includes(stay.id));
  for (const stay of stays) await assignStay(trx, { ...stay, units: Number(stay.units) }, from);
}

/** What the history keeps of a forced restriction's conflicts: references, no names. */
function overrodeOf(found: RestrictionConflicts): Overrode {
  return {
    bookings: found.bookings.map((b) => ({ id: b.id, reference: b.reference })),
    blockedNights: found.blocked.reduce((sum, b) => sum + b.count, 0),
  };
}

/**
 * The check before a restriction is stored in `trx`: its conflicts when there are some and the
 * owner did not say `force`; else what saving it anyway overrides (none: nothing to record).
 */
export async function checkRestriction(
  trx: Transaction<Database>,
  restriction: Restriction,
  force: boolean,
): Promise<{ conflict: RestrictionConflicts } | { overrode?: Overrode }> {
  const found = await restrictionConflicts(trx, restriction);
  if (!hasConflicts(found)) return {};
  return force ? { overrode: overrodeOf(found) } : { conflict: found };
}
