/**
 * The hotel's date a page's prices are for when the guest has chosen none ("tonight"). A
 * prerendered page names the day it was rendered on (<html data-render-day>): hydration starts
 * from that day, so a page rendered before midnight hydrates the prices it shows, and then the
 * hotel's today takes over.
 */
import { todayInHotel } from '../../domain/dates';
import { useHydrated } from '../useHydrated';

// Read when the module loads, before hydration: the stay search removes the attribute once hydrated.
const PAGE_DAY = typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-render-day');

/** Today in the hotel; while a prerendered page hydrates, the day it was rendered on. */
export function useHotelDay(): string {
  const hydrated = useHydrated();
  return !hydrated && PAGE_DAY ? PAGE_DAY : todayInHotel();
}
