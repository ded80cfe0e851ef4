/**
 * The confirmed stays availability counts: the two queries on bookings that the inventory and the
 * calendars read. They live here, not in bookings/repository.ts, so that bookings/ may ask
 * availability/ whether rooms are free and availability/ never imports bookings/.
 */
import { BOOKING_LIMITS } from '../../src/domain/bookingLimits';
import { addDays } from '../../src/domain/dates';
import type { BookingStatus, BookingsTable, Queryable } from '../db';

/** The statuses whose stays take their units: confirmed, and the guest in the house. */
export const TAKING_UNITS: readonly BookingStatus[] = ['confirmed', 'checked_in'];

/** The confirmed stays of these room kinds that take units (their rooms) on some night of [from, to). */
export function confirmedStays(
  db: Queryable,
  roomIds: readonly number[],
  from: string,
  to: string,
): Promise<Array<Pick<BookingsTable, 'room_id' | 'checkin' | 'checkout' | 'units'>>> {
  return (
    db
      .selectFrom('bookings')
      .select(['room_id', 'checkin', 'checkout', 'units'])
      .where('room_id', 'in', [...roomIds])
      .where('status', 'in', TAKING_UNITS)
      // No stay is longer than maxNights: this bound keeps the index range to the recent past.
      .where('checkin', '>=', addDays(from, -BOOKING_LIMITS.maxNights))
      .where('checkin', '<', to)
      .where('checkout', '>', from)
      .execute()
  );
}

/** The confirmed stays of one room kind that end after `checkoutAfter`, by check-in, with their rooms. */
export function confirmedStaysEndingAfter(
  db: Queryable,
  roomId: number,
  checkoutAfter: string,
): Promise<Array<Pick<BookingsTable, 'id' | 'checkin' | 'checkout' | 'units'>>> {
  return db
    .selectFrom('bookings')
    .select(['id', 'checkin', 'checkout', 'units'])
    .where('room_id', '=', roomId)
    .where('status', 'in', TAKING_UNITS)
    .where('checkout', '>', checkoutAfter)
    .orderBy('checkin')
    .execute();
}

/** The stays taking units of these room kinds on some night of [from, to), with whom they are for, by check-in. */
export function takingStaysNamed(
  db: Queryable,
  roomIds: readonly number[],
  from: string,
  to: string,
): Promise<
  Array<Pick<BookingsTable, 'id' | 'reference' | 'guest_name' | 'room_id' | 'checkin' | 'checkout' | 'units'>>
> {
  return db
    .selectFrom('bookings')
    .select(['id', 'reference', 'guest_name', 'room_id', 'checkin', 'checkout', 'units'])
    .where('room_id', 'in', [...roomIds])
    .where('status', 'in', TAKING_UNITS)
    .where('checkin', '>=', addDays(from, -BOOKING_LIMITS.maxNights))
    .where('checkin', '<', to)
    .where('checkout', '>', from)
    .orderBy('checkin')
    .orderBy('reference')
    .execute();
}

/** The chart's bookings by id: who, which kind, the stay and its status. */
export function staysByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<
  Array<
    Pick<BookingsTable, 'id' | 'reference' | 'guest_name' | 'room_id' | 'checkin' | 'checkout' | 'units' | 'status'>
  >
> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bookings')
    .select(['id', 'reference', 'guest_name', 'room_id', 'checkin', 'checkout', 'units', 'status'])
    .where('id', 'in', [...ids])
    .execute();
}
