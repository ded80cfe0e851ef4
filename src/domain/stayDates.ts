/**
 * The five rules a stay's dates follow, declared once with their codes, fields and messages:
 * the booking request (bookingRules.ts, so the booking dialog and the server), the availability
 * query, the rooms page's reading of a stay and the booking bar's check all use them. Checked in
 * this order, each with the code and the field the booking API answers.
 */
import { BOOKING_LIMITS } from './bookingLimits';
import { addDays, isIsoDate, nightsBetween } from './dates';

export type StayDatesCode =
  'invalid_date' | 'checkin_in_past' | 'checkin_too_far' | 'checkout_not_after_checkin' | 'stay_too_long';

export interface StayDatesProblem {
  code: StayDatesCode;
  field: 'checkin' | 'checkout';
  message: string;
}

/** Each rule's message, as the booking API answers it (plain English for API clients). */
export const STAY_DATES_MESSAGES = {
  invalidDate: (field: 'checkin' | 'checkout') => `${field} must be a date written YYYY-MM-DD.`,
  checkinInPast: 'checkin must not be before today in the hotel (Asia/Tashkent).',
  checkinTooFar: `checkin must be within ${BOOKING_LIMITS.maxDaysAhead} days from today.`,
  checkoutNotAfterCheckin: 'checkout must be after checkin.',
  stayTooLong: `A stay may last at most ${BOOKING_LIMITS.maxNights} nights.`,
} as const;

/** Rule 2: check-in before today in the hotel. */
export function isCheckinPast(checkin: string, today: string): boolean {
  return checkin < today;
}

/** Rule 3: check-in further ahead than requests are taken. */
export function isCheckinTooFar(checkin: string, today: string): boolean {
  return checkin > addDays(today, BOOKING_LIMITS.maxDaysAhead);
}

/** Rule 4, with rule 1 for both dates: real dates, check-out after check-in (all the booking bar checks itself). */
export function datesInOrder(checkin: unknown, checkout: unknown): checkout is string {
  return isIsoDate(checkin) && isIsoDate(checkout) && checkout > checkin;
}

/** Rule 5: more nights than one request may hold. */
export function isStayTooLong(checkin: string, checkout: string): boolean {
  return nightsBetween(checkin, checkout) > BOOKING_LIMITS.maxNights;
}

/** The first rule check-in breaks, or null; `today` is the hotel's (Asia/Tashkent) date. */
export function checkinProblem(checkin: unknown, today: string, allowPastCheckin = false): StayDatesProblem | null {
  if (!isIsoDate(checkin))
    return { code: 'invalid_date', field: 'checkin', message: STAY_DATES_MESSAGES.invalidDate('checkin') };
  if (!allowPastCheckin && isCheckinPast(checkin, today))
    return { code: 'checkin_in_past', field: 'checkin', message: STAY_DATES_MESSAGES.checkinInPast };
  if (isCheckinTooFar(checkin, today))
    return { code: 'checkin_too_far', field: 'checkin', message: STAY_DATES_MESSAGES.checkinTooFar };
  return null;
}

/** The first rule check-out breaks against a valid check-in, or null. */
export function checkoutProblem(checkin: string, checkout: unknown): StayDatesProblem | null {
  if (!isIsoDate(checkout))
    return { code: 'invalid_date', field: 'checkout', message: STAY_DATES_MESSAGES.invalidDate('checkout') };
  if (!datesInOrder(checkin, checkout))
    return {
      code: 'checkout_not_after_checkin',
      field: 'checkout',
      message: STAY_DATES_MESSAGES.checkoutNotAfterCheckin,
    };
  if (isStayTooLong(checkin, checkout))
    return { code: 'stay_too_long', field: 'checkout', message: STAY_DATES_MESSAGES.stayTooLong };
  return null;
}

/** The first rule the dates break, or null; `today` is the hotel's (Asia/Tashkent) date. */
export function stayDatesProblem(
  checkin: unknown,
  checkout: unknown,
  today: string,
  allowPastCheckin = false,
): StayDatesProblem | null {
  return checkinProblem(checkin, today, allowPastCheckin) ?? checkoutProblem(checkin as string, checkout);
}
