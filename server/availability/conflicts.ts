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
import { lockRoomKind, unitsInService } from './inventory';
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
  const roomIds = rooms.map((room) => room.id);
  const [plan, stays, blocks] = await Promise.all([
    loadRatePlan(trx),
    takingStaysNamed(trx, roomIds, from, to),
    trx
      .selectFrom('blocked_nights')
      .select(['room_id', 'night'])
      .where('room_id', 'in', roomIds)
      .where('night', '>=', from)
      .where('night', '<', to)
      .execute(),
  ]);
  const after: RatePlan = { ...plan, restrictions: [...plan.restrictions, restriction] };
  const named = new Set<string>();
  for (const room of rooms) {
    const own = stays.filter((stay) => stay.room_id === room.id);
    for (const night of stayNights(from, to)) {
      const left = unitsInService(after, room, night);
      if (left >= unitsInService(plan, room, night)) continue;
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
