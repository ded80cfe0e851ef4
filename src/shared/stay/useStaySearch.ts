import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { compareDates, todayInHotel } from '../../domain/dates';
import { useTexts } from '../i18n';
import { useLocalizedPath } from '../navigation';
import { defaultSearch, isStayValid, searchQuery, type BookingSearch } from './bookingSearch';
import { stayTexts } from './stay.texts';

/**
 * The day the page's markup was made: a prerendered page says so on <html data-render-day>, so
 * hydration starts from the same dates the HTML shows; anywhere else it is today in the hotel.
 */
function renderDay(): string {
  const day = typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-render-day');
  return day ?? todayInHotel();
}

/**
 * The state of a stay form (home bar, about panel): dates from today, then the guest's choice;
 * `submit` alerts when check-out is not after check-in, else opens /rooms with the stay.
 */
export function useStaySearch(initial?: BookingSearch) {
  const bar = useTexts(stayTexts);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [today, setToday] = useState(() => initial?.checkin ?? renderDay());
  const [search, setSearch] = useState<BookingSearch>(() => initial ?? defaultSearch(today));
  useEffect(() => {
    const now = todayInHotel();
    document.documentElement.removeAttribute('data-render-day');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the day is read after hydration, so the prerendered markup (an earlier day's) hydrates unchanged
    setToday(now);
    // A page prerendered on an earlier day must not offer a stay that has begun.
    setSearch((s) => (compareDates(s.checkin, now) < 0 ? { ...defaultSearch(now), guests: s.guests } : s));
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isStayValid(search)) {
      window.alert(bar.checkOutAfter(bar.checkOut, bar.checkIn));
      return;
    }
    void navigate(`${localized('/rooms')}${searchQuery(search)}`);
  };
  return { today, search, setSearch, submit };
}
