import { useEffect, useState } from 'react';
import { compareDates, todayInHotel } from '../../domain/dates';
import { defaultSearch, type BookingSearch } from './bookingSearch';

/**
 * The day the page's markup was made: a prerendered page says so on <html data-render-day>, so
 * hydration starts from the same dates the HTML shows; anywhere else it is today in the hotel.
 */
function renderDay(): string {
  const day = typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-render-day');
  return day ?? todayInHotel();
}

/** The state of a stay form (home bar, about panel): dates from today, then the guest's choice. */
export function useStaySearch(initial?: BookingSearch) {
  const [today, setToday] = useState(() => initial?.checkin ?? renderDay());
  const [search, setSearch] = useState<BookingSearch>(() => initial ?? defaultSearch(today));
  useEffect(() => {
    const now = todayInHotel();
    document.documentElement.removeAttribute('data-render-day');
    setToday(now);
    // A page prerendered on an earlier day must not offer a stay that has begun.
    setSearch((s) => (compareDates(s.checkin, now) < 0 ? { ...defaultSearch(now), guests: s.guests } : s));
  }, []);
  return { today, search, setSearch };
}
