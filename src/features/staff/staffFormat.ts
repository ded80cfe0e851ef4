/** How the console writes rooms, dates, times and money: the site's own formats, in the staff member's language. */
import type { Lang } from '../../domain/booking';
import { roomName } from '../../domain/roomNames';
import { formatPrice, formatShortDate, formatStayDate } from '../../shared/format';
import type { LanguageCode } from '../../shared/language/languages';

export { formatPrice, formatShortDate, formatStayDate };

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
 * A moment (ISO 8601) as the hotel's wall clock shows it: '27.11.2026 14:05' (UZ, RU),
 * '27/11/2026 14:05' (EN). Written out, like the site's dates: browsers lack Uzbek data.
 */
export function formatMoment(iso: string, language: LanguageCode): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const local = new Date(time + HOTEL_OFFSET_MS).toISOString();
  return `${formatShortDate(local.slice(0, 10), language)} ${local.slice(11, 16)}`;
}

/** A stay's dates, short: '12.12.2026 – 14.12.2026'. */
export function formatStay(checkin: string, checkout: string, language: LanguageCode): string {
  return `${formatShortDate(checkin, language)} – ${formatShortDate(checkout, language)}`;
}
