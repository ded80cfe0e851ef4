/**
 * Staff put a stay in other rooms (the console's tap or drag: POST /api/staff/bookings/:id/assign):
 * under the booking's lock and then its room kind's (the order decide.ts takes them in), the new
 * rooms replace the old ones (rooms/ reassignStay checks them), and the history records what
 * moved (`101 → 102, 12.01–14.01`). Only a stay that holds rooms may be moved: confirmed or in
 * the house.
 */
import { nightsBetween } from '../../src/domain/dates';
import { ROOMS } from '../../src/domain/rooms';
import { confirmedStaysEndingAfter, lockRoomKind } from '../availability';
import type { Transact, BookingsTable, Store } from '../db';
import { assignStay, heldCounts, reassignStay } from '../rooms';
import type { AssignedRoom } from '../rooms';
import { recordEvent } from './history';
import type { Actor } from './history';
import { lockBooking } from './lock';
import { findBooking } from './repository';

export type AssignOutcome =
  | { kind: 'done'; booking: BookingsTable }
  | { kind: 'unknown' }
  | { kind: 'invalid_transition'; booking: BookingsTable }
  | { kind: 'invalid'; message: string }
  | { kind: 'room_taken'; roomNumber: string; night: string; reference: string | null };

/** The statuses whose rooms staff may change. */
const MOVABLE = new Set(['confirmed', 'checked_in']);

export function assignRooms(
  transact: Transact,
  bookingId: string,
  rooms: readonly AssignedRoom[],
  by: Actor,
  now: Date = new Date(),
): Promise<AssignOutcome> {
  return transact(async (trx) => {
    const booking = await lockBooking(trx, bookingId);
    if (!booking) return { kind: 'unknown' };
    if (!MOVABLE.has(booking.status)) return { kind: 'invalid_transition', booking };
    await lockRoomKind(trx, booking.room_id);
    const outcome = await reassignStay(trx, booking, rooms);
    if (outcome.kind === 'invalid') return outcome;
    if (outcome.kind === 'room_taken') {
      const holder = outcome.bookingId ? await findBooking(trx, outcome.bookingId) : undefined;
      return {
        kind: 'room_taken',
        roomNumber: outcome.roomNumber,
        night: outcome.night,
        reference: holder?.reference ?? null,
      };
    }
    if (outcome.detail !== '') await recordEvent(trx, bookingId, { by, action: 'assign', detail: outcome.detail }, now);
    return { kind: 'done', booking };
  });
}

/**
 * At start: every stay that takes rooms from `today` on but holds fewer than it takes (those
 * confirmed before rooms had numbers, migration 0020) gets its rooms from `today` on, kind by
 * kind under the kind's lock. A night no room is free for stays unassigned (the chart lists it).
 * Returns how many stays were given rooms.
 */
export async function assignStoredStays(store: Store, today: string): Promise<number> {
  let assigned = 0;
  for (const kind of ROOMS) {
    assigned += await store.transaction().execute(async (trx) => {
      await lockRoomKind(trx, kind.id);
      const stays = await confirmedStaysEndingAfter(trx, kind.id, today);
      if (stays.length === 0) return 0;
      const far = stays.reduce((last, stay) => (stay.checkout > last ? stay.checkout : last), today);
      const held = await heldCounts(trx, today, far);
      let count = 0;
      for (const stay of stays) {
        const start = stay.checkin > today ? stay.checkin : today;
        const units = Number(stay.units);
        if ((held.get(stay.id) ?? 0) >= nightsBetween(start, stay.checkout) * units) continue;
        await assignStay(trx, { ...stay, units, room_id: kind.id }, start);
        count += 1;
      }
      return count;
    });
  }
  return assigned;
}
