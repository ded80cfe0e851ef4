/**
 * What the staff do with a request beyond confirm and decline (decide.ts), from the staff
 * console: cancel it (the guest told, with the staff's words when they wrote some), record the
 * stay itself (check in, no-show, check out), write an internal note, send the guest a message
 * by email. Each change is one conditional UPDATE in the transaction of its outbox rows and its
 * line of history, so of two presses only one acts, and none is stored without its record.
 */
import type { Transact } from '../db/groupCommit';
import type { BookingStatus, BookingsTable } from '../db/schema';
import { enqueue } from '../notify/outboxRows';
import { messageWaiting, requeueMessage } from './guestMessageRow';
import type { BookingHooks } from './hooks';
import { recordEvent } from './history';
import type { Actor, HistoryAction } from './history';
import { lockBooking } from './lock';
import { chatMessageWaiting, linkedChat, queueForChat } from './guestTelegram';
import { requeueStaffEdit } from './notices';
import { cancelIfIn, findBooking, moveIfIn, setDeclineMessage, setGuestMessage } from './repository';

/** What a staff action came to: done, refused because of the request's status, refused for want of an email, or no such request. */
export type StaffOutcome =
  | { kind: 'done'; booking: BookingsTable }
  | { kind: 'invalid_transition'; booking: BookingsTable }
  | { kind: 'no_email'; booking: BookingsTable }
  | { kind: 'unknown' };

/** The stay's steps: which status each comes from and goes to. */
export const STAY_STEPS = {
  check_in: { from: 'confirmed', to: 'checked_in' },
  no_show: { from: 'confirmed', to: 'no_show' },
  check_out: { from: 'checked_in', to: 'checked_out' },
} as const satisfies Record<string, { from: BookingStatus; to: BookingStatus & HistoryAction }>;

export type StayStep = keyof typeof STAY_STEPS;

/** The statuses staff may cancel from. */
const STAFF_CANCELLABLE: readonly BookingStatus[] = ['received', 'confirmed'];

async function stayStep(
  transact: Transact,
  bookingId: string,
  step: StayStep,
  by: Actor,
  now: Date,
): Promise<StaffOutcome> {
  const { from, to } = STAY_STEPS[step];
  return transact(async (trx) => {
    const changed = await moveIfIn(trx, bookingId, from, to);
    const booking = await findBooking(trx, bookingId);
    if (!booking) return { kind: 'unknown' };
    if (!changed) return { kind: 'invalid_transition', booking };
    await recordEvent(trx, bookingId, { by, action: to }, now);
    // The staff Telegram message shows the stay's state too.
    await requeueStaffEdit(trx, bookingId, now);
    return { kind: 'done', booking };
  });
}

/** The guest arrived: confirmed → checked_in. */
export function checkIn(
  transact: Transact,
  bookingId: string,
  by: Actor,
  now: Date = new Date(),
): Promise<StaffOutcome> {
  return stayStep(transact, bookingId, 'check_in', by, now);
}

/** The guest never came: confirmed → no_show (the units are free again). */
export function noShow(
  transact: Transact,
  bookingId: string,
  by: Actor,
  now: Date = new Date(),
): Promise<StaffOutcome> {
  return stayStep(transact, bookingId, 'no_show', by, now);
}

/** The guest left: checked_in → checked_out. */
export function checkOut(
  transact: Transact,
  bookingId: string,
  by: Actor,
  now: Date = new Date(),
): Promise<StaffOutcome> {
  return stayStep(transact, bookingId, 'check_out', by, now);
}

/**
 * The hotel cancels a received or confirmed request: the guest is told by email (with the staff's
 * words when given; a confirmed stay's calendar event is cancelled), the staff Telegram message
 * edited, and what other modules add to a cancellation (a paid deposit's refund notice) done
 * through BookingHooks, under the booking's lock like the guest's cancel.
 */
export function cancelByStaff(
  transact: Transact,
  hooks: BookingHooks,
  bookingId: string,
  by: Actor,
  message: string | null,
  now: Date = new Date(),
): Promise<StaffOutcome> {
  return transact(async (trx) => {
    await lockBooking(trx, bookingId);
    const changed = await cancelIfIn(trx, bookingId, STAFF_CANCELLABLE, now.toISOString());
    const found = await findBooking(trx, bookingId);
    if (!found) return { kind: 'unknown' };
    if (!changed) return { kind: 'invalid_transition', booking: found };
    if (message !== null) await setDeclineMessage(trx, bookingId, message);
    const booking = (await findBooking(trx, bookingId)) ?? found;
    if (booking.email)
      await enqueue(trx, bookingId, [{ channel: 'email', kind: 'hotel_cancel', recipient: booking.email }], now);
    await queueForChat(trx, bookingId, 'tg_hotel_cancel', now);
    await hooks.bookingCancelled(trx, booking, now);
    await requeueStaffEdit(trx, bookingId, now);
    await recordEvent(trx, bookingId, { by, action: 'cancelled', detail: message }, now);
    return { kind: 'done', booking };
  });
}

/** An internal note on the request (never sent to anyone). */
export function addNote(
  transact: Transact,
  bookingId: string,
  by: Actor,
  text: string,
  now: Date = new Date(),
): Promise<StaffOutcome> {
  return transact(async (trx) => {
    const booking = await findBooking(trx, bookingId);
    if (!booking) return { kind: 'unknown' };
    await recordEvent(trx, bookingId, { by, action: 'note', detail: text }, now);
    return { kind: 'done', booking };
  });
}

/**
 * A message to the guest by email, introduced in the guest's language. One `message` email row per
 * request is queued again for each message; a message written while the previous one still waits
 * to be sent is added to it, so the guest gets every word.
 */
export function messageGuest(
  transact: Transact,
  bookingId: string,
  by: Actor,
  text: string,
  now: Date = new Date(),
): Promise<StaffOutcome> {
  return transact(async (trx) => {
    const booking = await findBooking(trx, bookingId);
    if (!booking) return { kind: 'unknown' };
    const chat = await linkedChat(trx, bookingId);
    if (!booking.email && chat === undefined) return { kind: 'no_email', booking };
    const pending =
      booking.guest_message &&
      ((booking.email && (await messageWaiting(trx, bookingId))) ||
        (chat !== undefined && (await chatMessageWaiting(trx, bookingId))));
    await setGuestMessage(trx, bookingId, pending ? `${booking.guest_message}\n\n${text}` : text);
    if (booking.email) await requeueMessage(trx, bookingId, booking.email, now);
    // The guest's Telegram, when a chat follows the request.
    await queueForChat(trx, bookingId, 'tg_message', now, true);
    await recordEvent(trx, bookingId, { by, action: 'message', detail: text }, now);
    return { kind: 'done', booking: (await findBooking(trx, bookingId)) ?? booking };
  });
}
