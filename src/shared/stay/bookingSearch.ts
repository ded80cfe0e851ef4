import { addDays, compareDates, todayInHotel } from '../../domain/dates';
import { GUESTS } from '../../domain/guests';
import { datesInOrder } from '../../domain/stayDates';

export interface BookingSearch {
  checkin: string;
  checkout: string;
  guests: number;
}

/** Today and tomorrow in the hotel's time zone, the search's default guests. */
export function defaultSearch(today: string = todayInHotel()): BookingSearch {
  return { checkin: today, checkout: addDays(today, 1), guests: GUESTS.searchDefault };
}

/** A new check-in date; check-out moves to the day after when it would otherwise be earlier. */
export function withCheckIn(search: BookingSearch, checkin: string): BookingSearch {
  const earliestCheckout = addDays(checkin, 1);
  const checkout = compareDates(search.checkout, earliestCheckout) < 0 ? earliestCheckout : search.checkout;
  return { ...search, checkin, checkout };
}

/** Whether check-out is after check-in (the one stay rule the bar checks on submit). */
export function isStayValid(search: BookingSearch): boolean {
  return datesInOrder(search.checkin, search.checkout);
}

/** The rooms page query: ?checkin=YYYY-MM-DD&checkout=YYYY-MM-DD&guests=N */
export function searchQuery(search: BookingSearch): string {
  const params = new URLSearchParams({ checkin: search.checkin, checkout: search.checkout, guests: String(search.guests) });
  return `?${params.toString()}`;
}
