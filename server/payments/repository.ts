/** The only file with queries on `payments` and `payment_calls`. */
import type { Queryable } from '../bookings/repository';
import type { PaymentsTable } from '../db/schema';

/** A booking's deposit transactions, oldest first. */
export function paymentsOf(db: Queryable, bookingId: string): Promise<PaymentsTable[]> {
  return db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).orderBy('create_time').execute();
}
