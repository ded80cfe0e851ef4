/**
 * A stored booking's facts as every message writes them (staff Telegram, staff and guest
 * emails): whether it is a group, the rate per night, money and stay dates by
 * locale, the guest's language.
 */
import type { Lang } from '../../src/domain/booking';
import { DEFAULT_UNITS } from '../../src/domain/groups';
import { nightlyPrice } from '../../src/domain/pricing';
import { findRoom } from '../../src/domain/rooms';
import type { BookingsTable } from '../db';

/** Whether the request takes several rooms of its kind (its messages then say how many). */
export function isGroup(booking: Pick<BookingsTable, 'units'>): boolean {
  return booking.units > DEFAULT_UNITS;
}

/** What the price rule reads: the nationality's ISO code, else its label. */
export function priceKey(booking: BookingsTable): string | null {
  return booking.nationality_code ?? booking.nationality;
}

/** The one price every stored night of the stay has (`night_prices`), or undefined when they differ or none is stored. */
export function uniformNightPrice(booking: Pick<BookingsTable, 'night_prices'>): number | undefined {
  if (!booking.night_prices) return undefined;
  try {
    const nights = JSON.parse(booking.night_prices) as Array<{ price?: unknown }>;
    const first = nights[0]?.price;
    return typeof first === 'number' && nights.every((night) => night.price === first) ? first : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The price of one night of one room (a group pays it for each of its rooms): what was charged
 * when every night cost the same (a stay inside a season is charged the season's price, not the
 * room list's), else the room list's price for the guest's nationality.
 */
export function perNight(booking: BookingsTable): number {
  const charged = uniformNightPrice(booking);
  if (charged !== undefined) return charged;
  const room = findRoom(booking.room_id);
  // A stored booking always has a known room; the division is a fallback for a removed room.
  return room
    ? nightlyPrice(room, priceKey(booking))
    : Math.round(booking.total_price / Math.max(1, booking.nights * booking.units));
}

// Intl formatters are costly to build and cheap to reuse: one per locale and kind.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter `make` builds, made once per `key` (kind and locale). */
export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

export function money(amount: number, locale: string): string {
  return cached(`n:${locale}`, () => new Intl.NumberFormat(locale)).format(amount);
}

/** A stay date (no zone): the UTC midnight formatted in UTC, so the day never shifts. */
export function stayDate(iso: string, locale: string): string {
  const format = cached(
    `d:${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  const date = new Date(`${iso}T00:00:00Z`);
  if (!locale.startsWith('uz')) return format.format(date);
  // Uzbek writes the year first ("2027-yil 9-yanvar"), as the site does; ICU writes "9-yanvar, 2027".
  const {
    day = '',
    month = '',
    year = '',
  } = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${year}-yil ${day}-${month}`;
}

/**
 * A stay date as people write it, with its weekday, in that language: "2027-yil 9-yanvar, shanba",
 * "суббота, 9 января 2027", "Saturday, 9 January 2027". Built from Intl's parts, because ICU
 * writes "shanba, 9-yanvar, 2027" in Uzbek and adds "г." in Russian.
 */
export function stayDateLong(iso: string, lang: Lang): string {
  const locale = lang === 'en' ? 'en-GB' : lang;
  const format = cached(
    `w:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  const parts = Object.fromEntries(format.formatToParts(new Date(`${iso}T00:00:00Z`)).map((p) => [p.type, p.value]));
  const { weekday = '', day = '', month = '', year = '' } = parts;
  // Uzbek writes the year first, then the weekday: "2027-yil 9-yanvar, shanba" (as the site does).
  if (lang === 'uz') return `${year}-yil ${day}-${month}, ${weekday}`;
  return `${weekday}, ${day} ${month} ${year}`;
}

function isLang(value: string): value is Lang {
  return value === 'uz' || value === 'ru' || value === 'en';
}

/** The language the guest used on the site (Uzbek for a row from before it was stored). */
export function guestLang(booking: BookingsTable): Lang {
  return isLang(booking.lang) ? booking.lang : 'uz';
}

/** Escapes text for Telegram's HTML parse mode (only <, > and & are special there). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
