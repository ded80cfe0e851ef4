/**
 * The rules a stay's dates follow, wherever they are asked: a booking request, an availability
 * query. Checked in this order, each with the code and the field the booking API answers.
 */
import { BOOKING_LIMITS } from './bookingFields';
import { addDays, isIsoDate, nightsBetween } from './dates';

export type StayDatesCode = 'invalid_date' | 'checkin_in_past' | 'checkin_too_far' | 'checkout_not_after_checkin' | 'stay_too_long';

export interface StayDatesProblem {
  code: StayDatesCode;
  field: 'checkin' | 'checkout';
  message: string;
}

/** The first rule the dates break, or null; `today` is the hotel's (Asia/Tashkent) date. */
export function stayDatesProblem(checkin: unknown, checkout: unknown, today: string, allowPastCheckin = false): StayDatesProblem | null {
  if (!isIsoDate(checkin)) return { code: 'invalid_date', field: 'checkin', message: 'checkin must be a date written YYYY-MM-DD.' };
  if (!allowPastCheckin && checkin < today) {
    return { code: 'checkin_in_past', field: 'checkin', message: 'checkin must not be before today in the hotel (Asia/Tashkent).' };
  }
  if (checkin > addDays(today, BOOKING_LIMITS.maxDaysAhead)) {
    return { code: 'checkin_too_far', field: 'checkin', message: `checkin must be within ${BOOKING_LIMITS.maxDaysAhead} days from today.` };
  }
  if (!isIsoDate(checkout)) return { code: 'invalid_date', field: 'checkout', message: 'checkout must be a date written YYYY-MM-DD.' };
  if (checkout <= checkin) return { code: 'checkout_not_after_checkin', field: 'checkout', message: 'checkout must be after checkin.' };
  if (nightsBetween(checkin, checkout) > BOOKING_LIMITS.maxNights) {
    return { code: 'stay_too_long', field: 'checkout', message: `A stay may last at most ${BOOKING_LIMITS.maxNights} nights.` };
  }
  return null;
}
