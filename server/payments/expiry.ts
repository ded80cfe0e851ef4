/**
 * A Payme transaction left waiting past its 12 hours is cancelled (state -1, reason 4) by whoever
 * reads it next: a gateway call or the guest's status route, so "payment in progress" is never
 * shown for one that can no longer be paid.
 */
import type { Transaction } from 'kysely';
import { lockBooking } from '../bookings';
import type { Transact, Database, PaymentsTable, Store } from '../db';
import { expired, REASON_TIMEOUT } from './account';
import { paymentsOf, updatePayment } from './repository';

/** Cancels the booking's timed-out transactions; call it under the booking's lock. Returns its transactions as they now stand. */
export async function expireWaiting(
  trx: Transaction<Database>,
  bookingId: string,
  now: Date,
): Promise<PaymentsTable[]> {
  const nowMs = now.getTime();
  const payments = await paymentsOf(trx, bookingId);
  for (const payment of payments) {
    if (!expired(payment, nowMs)) continue;
    const change = { state: -1 as const, reason: REASON_TIMEOUT, cancel_time: nowMs };
    await updatePayment(trx, payment.id, change);
    Object.assign(payment, change);
  }
  return payments;
}

/** The booking's transactions for a reader; one found timed out is cancelled first, under the booking's lock. */
export async function currentPayments(
  store: Store,
  transact: Transact,
  bookingId: string,
  now: Date = new Date(),
): Promise<PaymentsTable[]> {
  const payments = await paymentsOf(store, bookingId);
  if (!payments.some((payment) => expired(payment, now.getTime()))) return payments;
  return transact(async (trx) => {
    await lockBooking(trx, bookingId);
    return expireWaiting(trx, bookingId, now);
  });
}
