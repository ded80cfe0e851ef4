/**
 * What the staff do with a request beyond confirm and decline (decide.ts), from the staff
 * console: cancel it (the guest told, with the staff's words when they wrote some), record the
 * stay itself (check in, no-show, check out), undo the last of those or a decline within 24 hours,
 * write an internal note, send the guest a message by email. Each change is one conditional
 * UPDATE under the booking's lock, in the transaction of its outbox rows and its line of history,
 * so of two presses only one acts, and none is stored without its record.
 */
import type { Transact, BookingStatus, BookingsTable } from '../db';
import { compareDates, todayInHotel } from '../../src/domain/dates';
import { lockRoomKind, soldOutNights } from '../availability';
import { enqueue } from '../notify';
import { dirtyAfterCheckout, releaseStay, restoreStay } from '../rooms';
import { undoDecline } from './decide';
import {
  messageWaiting,
  requeueMessage,
  chatMessageWaiting,
  linkedChat,
  queueForChat,
  requeueStaffEdit,
} from './notices';
import type { BookingHooks } from './hooks';
import { historyOf, recordEvent, undoFor } from './history';
import type { Actor, HistoryAction } from './history';
import { lockBooking } from './lock';
import { cancelIfIn, findBooking, moveIfIn, setDeclineMessage, setGuestMessage } from './repository';

/** What a staff action came to: done, refused because of the request's status, refused for want of an email, or no such request. */
export type StaffOutcome =
  | { kind: 'done'; booking: BookingsTable }
  | { kind: 'invalid_transition'; booking: BookingsTable }
  | { kind: 'no_email'; booking: BookingsTable }
  | { kind: 'unknown' };

/**
 * What a stay's step or an undo came to besides StaffOutcome: before the arrival day (check-in
 * without `early`, no-show), a check-in once the stay is over (its check-out day has come),
 * nothing undoable, an undo after its 24 hours, or an undo that would need units sold meanwhile.
 */
export type GuardOutcome =
  | StaffOutcome
  | { kind: 'not_arrival_day'; booking: BookingsTable }
  | { kind: 'stay_over'; booking: BookingsTable }
  | { kind: 'nothing_to_undo'; booking: BookingsTable }
  | { kind: 'undo_expired'; booking: BookingsTable }
  | { kind: 'sold_out'; booking: BookingsTable; nights: string[] };

/** The stay's steps: which status each comes from and goes to. */
export const STAY_STEPS = {
  check_in: { from: 'confirmed', to: 'checked_in' },
  no_show: { from: 'confirmed', to: 'no_show' },
  check_out: { from: 'checked_in', to: 'checked_out' },
} as const satisfies Record<string, { from: BookingStatus; to: BookingStatus & HistoryAction }>;

export type StayStep = keyof typeof STAY_STEPS;

/** The statuses staff may cancel from. */
const STAFF_CANCELLABLE: readonly BookingStatus[] = ['received', 'confirmed'];

/**
 * The stay's dates guard its steps, by the hotel's day (Asia/Tashkent) at `now`: a check-in
 * from the arrival day (earlier only when asked for, `early`, and recorded as an early check-in)
 * until the day before check-out (on the check-out day the stay is over: nothing to check in
 * to); a no-show from the arrival day (no earlier: the guest may still come). A check-out has no
 * date guard: a guest in the house may leave early.
 */
async function stayStep(
  transact: Transact,
  bookingId: string,
  step: StayStep,
  by: Actor,
  now: Date,
  early = false,
): Promise<GuardOutcome> {
  const { from, to } = STAY_STEPS[step];
  return transact(async (trx) => {
    const found = await lockBooking(trx, bookingId);
    if (!found) return { kind: 'unknown' };
    if (found.status !== from) return { kind: 'invalid_transition', booking: found };
    const today = todayInHotel(now);
    const beforeArrival = compareDates(today, found.checkin) < 0;
    if (step === 'check_in' && compareDates(today, found.checkout) >= 0) return { kind: 'stay_over', booking: found };
    if (beforeArrival && (step === 'no_show' || (step === 'check_in' && !early)))
      return { kind: 'not_arrival_day', booking: found };
    const changed = await moveIfIn(trx, bookingId, from, to);
    const booking = await findBooking(trx, bookingId);
    if (!booking) return { kind: 'unknown' };
    if (!changed) return { kind: 'invalid_transition', booking };
    // A no-show frees every night of its rooms; a check-out those from today on (an early
    // departure), and the rooms slept in last night need cleaning. The undo takes them back.
    if (step === 'no_show') await releaseStay(trx, bookingId);
    if (step === 'check_out') {
      await dirtyAfterCheckout(trx, bookingId, today, now);
      await releaseStay(trx, bookingId, today);
    }
    await recordEvent(
      trx,
      bookingId,
      { by, action: step === 'check_in' && beforeArrival ? 'checked_in_early' : to },
      now,
    );
    // The staff Telegram message shows the stay's state too.
    await requeueStaffEdit(trx, bookingId, now);
    return { kind: 'done', booking };
  });
}

/** The guest arrived: confirmed → checked_in; before the arrival day only with `early` (an early check-in). */
export function checkIn(
  transact: Transact,
  bookingId: string,
  by: Actor,
  now: Date = new Date(),
  early = false,
): Promise<GuardOutcome> {
  return stayStep(transact, bookingId, 'check_in', by, now, early);
}

/**
 * Undoes the request's last action (a check-in, early or not, a no-show, a check-out or a decline)
 * within 24 hours of its line of history (history.ts undoFor): check-in → confirmed, no-show →
 * confirmed, check-out → checked in, decline → received (decide.ts undoDecline), recorded as an
 * action of its own. A no-show or a check-out undone takes the stay's units again, so the nights
 * from today (or from check-in, if later) to check-out are checked under the room kind's lock, as
 * a confirmation is (decide.ts): sold meanwhile, the undo is refused. Past nights are not checked:
 * the guest is back now, and the nights already gone were sold or not. Nothing goes to the guest;
 * the staff Telegram message is edited (a received request offers Confirm and Decline again).
 */
export function undoLast(
  transact: Transact,
  bookingId: string,
  by: Actor,
  now: Date = new Date(),
): Promise<GuardOutcome> {
  return transact(async (trx) => {
    // The booking's lock first, then the room kind's: the order decide.ts takes them in.
    const found = await lockBooking(trx, bookingId);
    if (!found) return { kind: 'unknown' };
    const undo = undoFor(await historyOf(trx, bookingId), found.status, now);
    if (undo.kind !== 'undo') return { kind: undo.kind, booking: found };
    const { step } = undo;
    // A no-show and a check-out freed the units (stays.ts TAKING_UNITS); a check-in and a decline did not.
    const today = todayInHotel(now);
    const start = compareDates(today, found.checkin) > 0 ? today : found.checkin;
    if (step.from === 'no_show' || step.from === 'checked_out') {
      await lockRoomKind(trx, found.room_id);
      if (compareDates(start, found.checkout) < 0) {
        const nights = await soldOutNights(trx, found.room_id, start, found.checkout, found.units);
        if (nights.length > 0) return { kind: 'sold_out', booking: found, nights };
      }
    }
    const changed =
      step.to === 'received' ? await undoDecline(trx, bookingId) : await moveIfIn(trx, bookingId, step.from, step.to);
    const booking = await findBooking(trx, bookingId);
    if (!booking) return { kind: 'unknown' };
    if (!changed) return { kind: 'invalid_transition', booking };
    // The rooms it freed, where still free (rooms/ restoreStay), from today (or check-in) on.
    if (step.from === 'no_show' || step.from === 'checked_out') await restoreStay(trx, booking, start);
    await recordEvent(trx, bookingId, { by, action: step.recorded }, now);
    await requeueStaffEdit(trx, bookingId, now);
    return { kind: 'done', booking };
  });
}

/** The guest never came: confirmed → no_show (the units are free again). */
export function noShow(
  transact: Transact,
  bookingId: string,
  by: Actor,
  now: Date = new Date(),
): Promise<GuardOutcome> {
  return stayStep(transact, bookingId, 'no_show', by, now);
}

/** The guest left: checked_in → checked_out. */
export function checkOut(
  transact: Transact,
  bookingId: string,
  by: Actor,
  now: Date = new Date(),
): Promise<GuardOutcome> {
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
    await releaseStay(trx, bookingId);
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
