import type { LanguageCode } from './language/languages';
import { intlLocale } from './i18n';

// Browsers ship Uzbek only as a name: Chromium formats 'uz' numbers and dates with root data
// ('1,150,000', '2026 M11 22'). Uzbek dates are therefore written out here; Russian and English use Intl.
const UZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avgust',
  'sentabr',
  'oktabr',
  'noyabr',
  'dekabr',
];
const NBSP = '\u00a0';

/** Thousands separators: a non-breaking space in Uzbek and Russian (as Intl's 'ru'), a comma in English. */
const GROUP_SEPARATOR: Record<LanguageCode, string> = { UZ: NBSP, RU: NBSP, EN: ',' };

// Made once per language: making an Intl formatter costs far more than formatting with it (a
// page that writes out a month of dates would otherwise make one per date).
const dateFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

/**
 * Digits grouped the language's way: '1 150 000' (UZ, RU), '1,150,000' (EN). Written out rather
 * than through Intl.NumberFormat: the site's numbers are whole, and the first Intl formatter a
 * page makes costs a slow phone tens of milliseconds (its locale data), often just as a guest taps.
 */
export function formatNumber(value: number, language: LanguageCode): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[language]);
}

/** A price in UZS as the site shows it: locale-grouped digits, a non-breaking space and the suffix so'm ('1 150 000 so'm'). */
export function formatPrice(amount: number, language: LanguageCode): string {
  return `${formatNumber(amount, language)}${NBSP}so'm`;
}

/** A stay date (YYYY-MM-DD) written out in the language: '2026-yil 22-noyabr', '22 ноября 2026 г.', '22 November 2026'. */
export function formatStayDate(iso: string, language: LanguageCode): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  if (language === 'UZ') return `${y}-yil ${d}-${UZ_MONTHS[m - 1]}`;
  return dateFormat(language).format(noonUtc(y, m, d));
}

function dateFormat(language: LanguageCode): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  return format;
}

// Noon UTC keeps the calendar day whatever the formatter's zone.
const noonUtc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 12));

/**
 * A stay's dates as one range, the way each language writes it: '2026-yil 16–19-dekabr',
 * '16–19 декабря 2026 г.', '16 – 19 December 2026' (the year, and the month, said once when shared).
 */
export function formatStayRange(checkIn: string, checkOut: string, language: LanguageCode): string {
  const [y1, m1, d1] = checkIn.split('-').map(Number);
  const [y2, m2, d2] = checkOut.split('-').map(Number);
  if (!y1 || !m1 || !d1 || !y2 || !m2 || !d2) return `${checkIn} – ${checkOut}`;
  if (language === 'UZ') {
    if (y1 !== y2) return `${formatStayDate(checkIn, language)} – ${formatStayDate(checkOut, language)}`;
    if (m1 !== m2) return `${y1}-yil ${d1}-${UZ_MONTHS[m1 - 1]} – ${d2}-${UZ_MONTHS[m2 - 1]}`;
    return `${y1}-yil ${d1}–${d2}-${UZ_MONTHS[m1 - 1]}`;
  }
  return dateFormat(language).formatRange(noonUtc(y1, m1, d1), noonUtc(y2, m2, d2));
}

/** A stay date in digits, as the date fields show it: 22.11.2026 (UZ, RU), 22/11/2026 (EN). */
export function formatShortDate(iso: string, language: LanguageCode): string {
  const [y, m, d] = iso.split('-');
  if (!y || !m || !d) return iso;
  return language === 'EN' ? `${d}/${m}/${y}` : `${d}.${m}.${y}`;
}
