/**
 * The guest cancels a request with the status token while it is received or confirmed; the
 * staff are told (a reply under their Telegram message, an email) in the same transaction, and
 * a guest whose stay was confirmed gets an email whose calendar part removes the stay's event.
 * When its deposit was paid, the staff are also told that a refund is due.
 */
import type { Config } from '../config';
import type { Transact } from '../db/groupCommit';
import type { BookingStatus, BookingsTable } from '../db/schema';
import { enqueue, requeueStaffEdit } from '../notify/outboxRows';
import { depositStatus } from '../payments/deposit';
import { noticeRefundDue } from '../payments/notices';
import { paymentsOf } from '../payments/repository';
import { GUEST_ACTOR, recordEvent } from './history';
import { cancelIfIn, findBooking } from './repository';
import { tokenMatches } from './statusToken';

export type CancelOutcome = { kind: 'cancelled'; booking: BookingsTable } | { kind: 'not_cancellable'; booking: BookingsTable } | { kind: 'not_found' };

/** The statuses a guest may still cancel. */
const CANCELLABLE: readonly BookingStatus[] = ['received', 'confirmed'];

/** The guest cancels with their status token; a wrong id or token is `not_found` alike. */
export function cancelByGuest(
  transact: Transact,
  config: Pick<Config, 'hotelEmail'>,
  bookingId: string,
  token: string,
  now: Date = new Date(),
): Promise<CancelOutcome> {
  return transact(async (trx) => {
    const before = await findBooking(trx, bookingId);
    if (!before || !tokenMatches(token, before.status_token_hash)) return { kind: 'not_found' };
    const changed = await cancelIfIn(trx, bookingId, CANCELLABLE, now.toISOString());
    const booking = (await findBooking(trx, bookingId)) ?? before;
    if (!changed) return { kind: 'not_cancellable', booking };
    await recordEvent(trx, booking.id, { by: GUEST_ACTOR, action: 'cancelled' }, now);
    await enqueue(
      trx,
      booking.id,
      [
        { channel: 'telegram', kind: 'cancel', recipient: null },
        { channel: 'email', kind: 'cancel', recipient: config.hotelEmail },
        // Only a confirmed stay was sent as a calendar event; the METHOD:CANCEL takes it away.
        ...(before.status === 'confirmed' && booking.email ? [{ channel: 'email' as const, kind: 'guest_cancel' as const, recipient: booking.email }] : []),
      ],
      now,
    );
    // A paid deposit is not returned by itself: the staff are told to refund it in the gateway's cabinet.
    if (depositStatus(await paymentsOf(trx, booking.id)) === 'paid') await noticeRefundDue(trx, booking, config, now);
    await requeueStaffEdit(trx, booking.id, now);
    return { kind: 'cancelled', booking };
  });
}
