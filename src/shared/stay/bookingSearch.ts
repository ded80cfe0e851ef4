import { addDays, compareDates, todayInHotel } from '../../domain/dates';
import { groupCapacity } from '../../domain/groups';
import { clampGuests, GUESTS } from '../../domain/guests';
import { ROOMS } from '../../domain/rooms';
import { datesInOrder } from '../../domain/stayDates';

export interface BookingSearch {
  checkin: string;
  checkout: string;
  guests: number;
}

/**
 * Most guests a stay search offers (home booking bar, about panel): what one request may name
 * (src/domain/guests.ts), and no more than the roomiest kind's rooms take together (a group books
 * several rooms of one kind in one request), so every choice leads to rooms the server would book.
 */
export const SEARCH_GUESTS_MAX = Math.min(
  GUESTS.max,
  Math.max(...ROOMS.map((room) => groupCapacity(room, room.units))),
);

/** The guest counts a stay search offers, from the fewest up. */
export const SEARCH_GUEST_COUNTS: readonly number[] = Array.from(
  { length: SEARCH_GUESTS_MAX - GUESTS.min + 1 },
  (_, i) => i + GUESTS.min,
);

/** A search's guests brought into what it offers. */
export function searchGuests(value: number): number {
  return Math.min(SEARCH_GUESTS_MAX, clampGuests(value));
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
  const params = new URLSearchParams({
    checkin: search.checkin,
    checkout: search.checkout,
    guests: String(search.guests),
  });
  return `?${params.toString()}`;
}
