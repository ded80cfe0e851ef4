import type { LanguageCode } from '../features/language/languages';
import { intlLocale } from './i18n';

const numberFormats = new Map<LanguageCode, Intl.NumberFormat>();

/** A price in UZS as the site shows it: locale-grouped digits and the suffix so'm ('1 150 000 so'm'). */
export function formatPrice(amount: number, language: LanguageCode): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return `${format.format(amount)} so'm`;
}

/** A stay date (YYYY-MM-DD) written out in the language, e.g. '22 November 2026'. */
export function formatStayDate(iso: string, language: LanguageCode, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  // Noon UTC keeps the calendar day whatever the formatter's zone.
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}
