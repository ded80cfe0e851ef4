/** How the console writes rooms, dates, times and money: the site's own formats, in the staff member's language. */
import type { Lang } from '../../domain/booking';
import type { HistoryEntry, StaffEmail } from '../../domain/staffApi';
import { historyDetail, type DeclineShown } from '../../domain/staffWords';
import { roomName } from '../../domain/roomNames';
import { intlLocale } from '../../shared/i18n';
import { formatPrice, formatStayDate, formatStayRange } from '../../shared/format';
import type { LanguageCode } from '../../shared/language/languages';
import type { StaffTexts } from './staff.texts';

export { formatPrice, formatStayDate };

/** The lower-case language of the domain's texts ('uz') for a site code ('UZ'). */
export function langOf(language: LanguageCode): Lang {
  return language.toLowerCase() as Lang;
}

/** A room kind's name as the site writes it. */
export function roomLabel(roomId: number, language: LanguageCode): string {
  return roomName(roomId, langOf(language));
}

/** The hotel's offset from UTC (Asia/Tashkent has no summer time). */
const HOTEL_OFFSET_MS = 5 * 60 * 60 * 1000;

/**
 * A moment (ISO 8601) as the hotel's wall clock shows it, its date as the site writes dates:
 * '2026-yil 27-noyabr, 14:05', '27 ноября 2026 г., 14:05', '27 November 2026, 14:05'.
 */
export function formatMoment(iso: string, language: LanguageCode): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const local = new Date(time + HOTEL_OFFSET_MS).toISOString();
  return `${formatStayDate(local.slice(0, 10), language)}, ${local.slice(11, 16)}`;
}

/** A stay's dates as the site writes them: '2026-yil 12–14-dekabr', '12–14 декабря 2026 г.', '12 – 14 December 2026'. */
export function formatStay(checkin: string, checkout: string, language: LanguageCode): string {
  return formatStayRange(checkin, checkout, language);
}

const dayMonthFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

const monthFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

/** A month and its year, for the calendar's row of months: '2026-yil dekabr', 'декабрь 2026 г.', 'December 2026'. */
export function formatMonth(iso: string, language: LanguageCode): string {
  // Uzbek as formatStayDate writes it (browsers lack Uzbek data), without the day.
  if (language === 'UZ') return formatStayDate(iso, language).replace(/ \d+-/, ' ');
  const [y, m] = iso.split('-').map(Number);
  if (!y || !m) return iso;
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  const words = format.format(new Date(Date.UTC(y, m - 1, 15, 12)));
  // Russian names a month standing alone in lower case: a heading starts with a capital.
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A day and its month without the year, for the calendar's columns: '1-dekabr', '1 декабря', '1 December'. */
export function formatDayMonth(iso: string, language: LanguageCode): string {
  // Uzbek as formatStayDate writes it (browsers lack Uzbek data), without its year.
  if (language === 'UZ') return formatStayDate(iso, language).replace(/^\d+-yil /, '');
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  let format = dayMonthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayMonthFormats.set(language, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** An email's kind as words: its label, else its code made readable ('refund_due' → 'Email: refund due'). */
export function emailKindLabel(kind: string, texts: StaffTexts['request']): string {
  const labels: Readonly<Record<string, string | undefined>> = texts.emailKinds;
  return labels[kind] ?? texts.otherEmail(kind.replace(/[_.-]+/g, ' ').trim() || '?');
}

/** An email's state as words, with why it waits or was not sent where the state alone does not say. */
export function emailStateLabel(email: StaffEmail, texts: StaffTexts['request'], language: LanguageCode): string {
  if (email.note === 'held')
    return email.until ? texts.emailHeld(formatMoment(email.until, language)) : texts.emailStatuses.pending;
  if (email.note) return texts.emailNotes[email.note];
  return texts.emailStatuses[email.status];
}

/** A declined request's reason in words (the server sends full, other or message). */
export function declineReasonLabel(reason: string, t: StaffTexts): string {
  const words: Readonly<Record<string, string | undefined>> = t.words.declineReason;
  return words[reason as DeclineShown] ?? reason;
}

/**
 * A history line's detail in words: a created request's source, a decline's reason, a late
 * cancellation, a payment system; a note, a message or staff's own words as written.
 */
export function historyDetailLabel(entry: Pick<HistoryEntry, 'action' | 'detail'>, t: StaffTexts): string {
  return entry.detail === null ? '' : historyDetail(entry.action, entry.detail, t.words);
}
