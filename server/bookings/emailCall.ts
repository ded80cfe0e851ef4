/**
 * The site's second call (POST /api/booking/email): make sure the email for `toEmail` about a
 * stored booking is queued, once. The staff and guest emails were queued with the booking, so
 * this never sends anything a second time; it answers with that email's state. The recipient
 * policy lives here: the endpoint is not a mail relay.
 */
import type { BookingAnswer } from '../../src/domain/booking';
import { validateBookingEmail } from '../../src/domain/bookingRules';
import type { ValidBookingEmail } from '../../src/domain/bookingRules';
import { HOTEL } from '../../src/domain/hotel';
import type { Config } from '../config';
import type { BookingsTable, OutboxStatus } from '../db';
import { enqueue, messageStatus } from '../notify';
import { roomUnits } from '../rooms';
import { requestFingerprint } from './create';
import type { BookingDeps, CallResult } from './create';
import { findBooking } from './repository';

function answerStatusOf(status: OutboxStatus): string {
  return status === 'pending' ? 'queued' : status;
}

/** The call restates the stored booking: same room, stay, guest, phone, total, guests, rooms and email. */
function restates(stored: BookingsTable, call: ValidBookingEmail): boolean {
  return (
    stored.room_id === call.roomId &&
    stored.checkin === call.checkin &&
    stored.checkout === call.checkout &&
    stored.phone === call.phone &&
    stored.guest_name === call.guestName &&
    stored.total_price === call.totalPrice &&
    stored.guests === call.guests &&
    stored.units === call.units &&
    (stored.email ?? '').toLowerCase() === (call.email ?? '').toLowerCase()
  );
}

/**
 * Whose email `toEmail` asks for: the hotel's (the address the site shows, or the operator's
 * HOTEL_EMAIL; the staff email goes to HOTEL_EMAIL either way), the booking's own guest's, or
 * nobody's (null): any other address is refused.
 */
export function recipientKind(
  toEmail: string,
  stored: Pick<BookingsTable, 'email'>,
  config: Pick<Config, 'hotelEmail'>,
): 'staff' | 'guest' | null {
  const to = toEmail.toLowerCase();
  const hotelAddresses = [config.hotelEmail.toLowerCase(), HOTEL.emails.booking.toLowerCase()];
  return hotelAddresses.includes(to) ? 'staff' : to === (stored.email ?? '').toLowerCase() ? 'guest' : null;
}

/** Queues (once per key) the email the body's `toEmail` asks for, and answers with its state. */
export async function queueBookingEmail(
  deps: Pick<BookingDeps, 'store' | 'idempotency' | 'config'>,
  body: unknown,
  key: string | undefined,
): Promise<CallResult> {
  // The booking's dates were checked when it was stored; an email call just after midnight
  // in Tashkent for a same-day stay must still be answered, so "today" is not re-checked here.
  // The stored request may take up to the kind's rooms in use (the owner adds and retires rooms).
  const inUse = await roomUnits(deps.store);
  const result = validateBookingEmail(body, {
    allowPastCheckin: true,
    checkTotal: false,
    kindUnits: (roomId) => inUse.get(roomId),
  });
  if (!result.ok) return { kind: 'refused', refusal: { status: 400, ...result.problem } };
  const call = result.value;

  const stored = await findBooking(deps.store, call.bookingId);
  if (!stored)
    return {
      kind: 'refused',
      refusal: {
        status: 422,
        code: 'unknown_booking',
        message: 'bookingId does not name a stored booking.',
        field: 'bookingId',
      },
    };
  if (!restates(stored, call))
    return {
      kind: 'refused',
      refusal: { status: 422, code: 'booking_mismatch', message: 'The body does not match the stored booking.' },
    };
  const kind = recipientKind(call.toEmail, stored, deps.config);
  if (kind === null) {
    return {
      kind: 'refused',
      refusal: {
        status: 422,
        code: 'recipient_not_allowed',
        message: 'toEmail must be the hotel address or the guest email of this booking.',
        field: 'toEmail',
      },
    };
  }

  const outcome = await deps.idempotency.run('email', key, requestFingerprint(call), async (trx) => {
    await enqueue(trx, stored.id, [
      { channel: 'email', kind, recipient: kind === 'staff' ? deps.config.hotelEmail : stored.email },
    ]);
    const answer: BookingAnswer = {
      id: stored.id,
      status: answerStatusOf(await messageStatus(trx, stored.id, 'email', kind)),
    };
    return { status: 200, body: answer };
  });
  return { kind: 'answered', outcome };
}
