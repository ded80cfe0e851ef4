/** The only file with queries on `payments` and `payment_calls`. */
import type { Queryable } from '../bookings/repository';
import type { PaymentsTable } from '../db/schema';

/** A booking's deposit transactions, oldest first. */
export function paymentsOf(db: Queryable, bookingId: string): Promise<PaymentsTable[]> {
  return db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).orderBy('create_time').execute();
}

/** The deposit transactions of many bookings at once (`npm run bookings`), by booking id, oldest first. */
export async function paymentsByBooking(db: Queryable, bookingIds: readonly string[]): Promise<Map<string, PaymentsTable[]>> {
  const byBooking = new Map<string, PaymentsTable[]>();
  // In slices: a statement's bound parameters are limited (SQLite 32766, PostgreSQL 65535).
  for (let i = 0; i < bookingIds.length; i += 1000) {
    const rows = await db.selectFrom('payments').selectAll().where('booking_id', 'in', bookingIds.slice(i, i + 1000)).orderBy('create_time').execute();
    for (const row of rows) byBooking.set(row.booking_id, [...(byBooking.get(row.booking_id) ?? []), row]);
  }
  return byBooking;
}
