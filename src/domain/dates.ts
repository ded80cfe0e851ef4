/**
 * Stay dates are the hotel's calendar dates (YYYY-MM-DD, no time, no zone).
 * "Today" is today in the hotel's time zone, on the site and on the server alike.
 */
/**
 * The hotel is in Asia/Tashkent: Uzbekistan keeps UTC+05:00 all year (no daylight saving since
 * 1992), so the hotel's date is the UTC date five hours on. Plain arithmetic: a time-zone Intl
 * formatter costs tens of milliseconds to build on a phone, at the very start of the page.
 */
const HOTEL_UTC_OFFSET_MS = 5 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of the date's UTC midnight, or NaN when it is not a real date. */
function toUtcMs(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Reject 2026-02-30 and friends, which Date.UTC would silently roll over.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return NaN;
  return ms;
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(toUtcMs(value));
}

/** Today's date in the hotel's time zone. */
export function todayInHotel(now: Date = new Date()): string {
  return fromUtcMs(now.getTime() + HOTEL_UTC_OFFSET_MS);
}

/** The date `days` days after `iso` (negative goes back). */
export function addDays(iso: string, days: number): string {
  const ms = toUtcMs(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${iso}`);
  return fromUtcMs(ms + days * DAY_MS);
}

/**
 * Nights between two stay dates: the rounded-up number of 24 h days, 0 when either date is
 * invalid or check-out is not after check-in. Calendar dates carry no zone, so DST cannot skew it.
 */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const start = toUtcMs(checkIn);
  const end = toUtcMs(checkOut);
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - start) / DAY_MS));
}

/** Compare two ISO dates: negative, 0 or positive like a sort comparator. */
export function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
