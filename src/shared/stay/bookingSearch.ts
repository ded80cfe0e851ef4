import { addDays, compareDates, isIsoDate, todayInHotel } from '../../domain/dates';

/** Guests in the home booking bar (spec section 9). */
export const BAR_GUESTS_MIN = 1;
export const BAR_GUESTS_MAX = 10;
export const BAR_GUESTS_DEFAULT = 2;

export interface BookingSearch {
  checkin: string;
  checkout: string;
  guests: number;
}

/** Today and tomorrow in the hotel's time zone, two guests. */
export function defaultSearch(today: string = todayInHotel()): BookingSearch {
  return { checkin: today, checkout: addDays(today, 1), guests: BAR_GUESTS_DEFAULT };
}

/** A new check-in date; check-out moves to the day after when it would otherwise be earlier. */
export function withCheckIn(search: BookingSearch, checkin: string): BookingSearch {
  const earliestCheckout = addDays(checkin, 1);
  const checkout = compareDates(search.checkout, earliestCheckout) < 0 ? earliestCheckout : search.checkout;
  return { ...search, checkin, checkout };
}

/** Whether check-out is after check-in (the one rule the bar checks on submit). */
export function isStayValid(search: BookingSearch): boolean {
  return isIsoDate(search.checkin) && isIsoDate(search.checkout) && compareDates(search.checkout, search.checkin) > 0;
}

/** The rooms page query: ?checkin=YYYY-MM-DD&checkout=YYYY-MM-DD&guests=N */
export function searchQuery(search: BookingSearch): string {
  const params = new URLSearchParams({ checkin: search.checkin, checkout: search.checkout, guests: String(search.guests) });
  return `?${params.toString()}`;
}

/** Clamps a guests value into 1..10. */
export function clampGuests(value: number, min = BAR_GUESTS_MIN, max = BAR_GUESTS_MAX): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
