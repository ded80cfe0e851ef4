import type { LanguageCode } from './language/languages';
import { intlLocale } from './i18n';

// Browsers ship Uzbek only as a name: Chromium formats 'uz' numbers and dates with root data
// ('1,150,000', '2026 M11 22'). Uzbek is therefore written out here; Russian and English use Intl.
const UZ_MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'];
const NBSP = '\u00a0';

const numberFormats = new Map<LanguageCode, Intl.NumberFormat>();

/** Digits grouped the language's way: '1 150 000' (UZ, RU), '1,150,000' (EN). */
export function formatNumber(value: number, language: LanguageCode): string {
  if (language === 'UZ') {
    const sign = value < 0 ? '-' : '';
    return sign + String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  }
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** A price in UZS as the site shows it: locale-grouped digits, a non-breaking space and the suffix so'm ('1 150 000 so'm'). */
export function formatPrice(amount: number, language: LanguageCode): string {
  return `${formatNumber(amount, language)}${NBSP}so'm`;
}

/** A stay date (YYYY-MM-DD) written out in the language: '22-noyabr, 2026', '22 ноября 2026 г.', '22 November 2026'. */
export function formatStayDate(iso: string, language: LanguageCode): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  if (language === 'UZ') return `${d}-${UZ_MONTHS[m - 1]}, ${y}`;
  // Noon UTC keeps the calendar day whatever the formatter's zone.
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** A stay date in digits, as the date fields show it: 22.11.2026 (UZ, RU), 22/11/2026 (EN). */
export function formatShortDate(iso: string, language: LanguageCode): string {
  const [y, m, d] = iso.split('-');
  if (!y || !m || !d) return iso;
  return language === 'EN' ? `${d}/${m}/${y}` : `${d}.${m}.${y}`;
}
