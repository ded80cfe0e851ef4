/**
 * The guest cancels a request with the status token while it is received or confirmed; the
 * staff are told (a reply under their Telegram message, an email) in the same transaction, and
 * a guest whose stay was confirmed gets an email whose calendar part removes the stay's event.
 * What other modules add to a cancellation (payments/: a paid deposit's refund notice) runs in
 * the same transaction, through BookingHooks; the booking's lock (lock.ts) keeps a gateway's
 * payment from landing between that check and the cancel.
 */
import { todayInHotel } from '../../src/domain/dates';
import { isLateCancellation } from '../../src/domain/rates';
import { loadPolicy } from '../terms';
import type { Config } from '../config';
import type { Transact, BookingStatus, BookingsTable } from '../db';
import { enqueue } from '../notify';
import { releaseStay } from '../rooms';
import type { BookingHooks } from './hooks';
import { GUEST_ACTOR, recordEvent } from './history';
import { queueForChat, requeueStaffEdit } from './notices';
import { lockBooking } from './lock';
import { cancelIfIn, findBooking, markCancelledLate } from './repository';
import { tokenMatches } from './statusToken';

export type CancelOutcome =
  | { kind: 'cancelled'; booking: BookingsTable }
  | { kind: 'not_cancellable'; booking: BookingsTable }
  /** The stay has begun (check-in day or later): only the reception may cancel it. */
  | { kind: 'started'; booking: BookingsTable }
  | { kind: 'not_found' };

/** The statuses a guest may still cancel. */
const CANCELLABLE: readonly BookingStatus[] = ['received', 'confirmed'];

/** The guest cancels with their status token; a wrong id or token is `not_found` alike. */
export function cancelByGuest(
  transact: Transact,
  config: Pick<Config, 'hotelEmail'>,
  hooks: BookingHooks,
  bookingId: string,
  token: string,
  now: Date = new Date(),
): Promise<CancelOutcome> {
  return cancelAsGuest(
    transact,
    config,
    hooks,
    bookingId,
    (before) => tokenMatches(token, before.status_token_hash),
    now,
  );
}

/**
 * The guest cancels in the Telegram chat that follows the request (the bot checked that it
 * does): the same rules and messages as with the status token.
 */
export function cancelLinked(
  transact: Transact,
  config: Pick<Config, 'hotelEmail'>,
  hooks: BookingHooks,
  bookingId: string,
  now: Date = new Date(),
): Promise<CancelOutcome> {
  return cancelAsGuest(transact, config, hooks, bookingId, (before) => before.status_token_hash !== null, now);
}

function cancelAsGuest(
  transact: Transact,
  config: Pick<Config, 'hotelEmail'>,
  hooks: BookingHooks,
  bookingId: string,
  allowed: (before: BookingsTable) => boolean,
  now: Date,
): Promise<CancelOutcome> {
  return transact(async (trx) => {
    // Under the booking's lock: a payment completing now comes wholly before or after this.
    const before = await lockBooking(trx, bookingId);
    if (!before || !allowed(before)) return { kind: 'not_found' };
    if (CANCELLABLE.includes(before.status) && todayInHotel(now) >= before.checkin)
      return { kind: 'started', booking: before };
    // After the policy's free deadline the guest may still cancel; the staff are told it is late.
    const late = isLateCancellation(await loadPolicy(trx), before.checkin, now);
    const changed = await cancelIfIn(trx, bookingId, CANCELLABLE, now.toISOString());
    if (changed && late) await markCancelledLate(trx, bookingId);
    const booking = (await findBooking(trx, bookingId)) ?? before;
    if (!changed) return { kind: 'not_cancellable', booking };
    // Its rooms are free again.
    await releaseStay(trx, booking.id);
    await recordEvent(trx, booking.id, { by: GUEST_ACTOR, action: 'cancelled', detail: late ? 'late' : null }, now);
    await enqueue(
      trx,
      booking.id,
      [
        { channel: 'telegram', kind: 'cancel', recipient: null },
        { channel: 'email', kind: 'cancel', recipient: config.hotelEmail },
        // Only a confirmed stay was sent as a calendar event; the METHOD:CANCEL takes it away.
        ...(before.status === 'confirmed' && booking.email
          ? [{ channel: 'email' as const, kind: 'guest_cancel' as const, recipient: booking.email }]
          : []),
      ],
      now,
    );
    await queueForChat(trx, booking.id, 'tg_cancel', now);
    await hooks.bookingCancelled(trx, booking, now, { late });
    await requeueStaffEdit(trx, booking.id, now);
    return { kind: 'cancelled', booking };
  });
}
