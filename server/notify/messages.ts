/**
 * The notifications built from a stored booking: the staff's Telegram message and emails in
 * STAFF_LANG, and the guest's emails in the language the guest used on the site. Every value
 * comes from the server's own data (the room's name from its id, never the posted title).
 */
import type { Lang } from '../../src/domain/booking';
import { isForeignGuest, nightlyPrice } from '../../src/domain/pricing';
import { roomName } from '../../src/domain/roomNames';
import { findRoom } from '../../src/domain/rooms';
import { HOTEL, formatPhone } from '../../src/domain/hotel';
import type { BookingsTable } from '../db/schema';
import { GUEST_TEXTS } from './guestEmail.texts';
import type { GuestTexts } from './guestEmail.texts';
import { STAFF_TEXTS } from './staffTexts';
import type { StaffTexts } from './staffTexts';

export type BookingRow = BookingsTable;

export interface EmailContent {
  subject: string;
  text: string;
}

/** Escapes text for Telegram's HTML parse mode (only <, > and & are special there). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The 8 characters of the id that `npm run bookings` shows and staff read out. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

function priceKey(booking: BookingRow): string | null {
  return booking.nationality_code ?? booking.nationality;
}

function perNight(booking: BookingRow): number {
  const room = findRoom(booking.room_id);
  // A stored booking always has a known room; the division is a fallback for a removed room.
  return room ? nightlyPrice(room, priceKey(booking)) : Math.round(booking.total_price / Math.max(1, booking.nights));
}

// Intl formatters are costly to build and cheap to reuse: one per locale and kind.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

function money(amount: number, locale: string): string {
  return cached(`n:${locale}`, () => new Intl.NumberFormat(locale)).format(amount);
}

/** A stay date (no zone): the UTC midnight formatted in UTC, so the day never shifts. */
function stayDate(iso: string, locale: string): string {
  return cached(`d:${locale}`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** A moment as the staff in Namangan read it: 23.11.2026, 17:05 (Tashkent time). */
export function staffTime(iso: string, t: StaffTexts): string {
  const format = cached(`t:${t.timeLocale}`, () =>
    new Intl.DateTimeFormat(t.timeLocale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Tashkent' }),
  );
  return `${format.format(new Date(iso))} (${t.tashkentTime})`;
}

function isLang(value: string): value is Lang {
  return value === 'uz' || value === 'ru' || value === 'en';
}

function guestLang(booking: BookingRow): Lang {
  return isLang(booking.lang) ? booking.lang : 'uz';
}

/** The booking's state as one staff line: waiting, or who decided (or cancelled) and when. */
export function staffStateLine(booking: BookingRow, t: StaffTexts): string {
  const who = booking.decided_by_name ?? '—';
  const when = booking.decided_at ? staffTime(booking.decided_at, t) : '';
  switch (booking.status) {
    case 'confirmed':
      return t.state.confirmed(who, when);
    case 'declined':
      return t.state.declined(t.reasons[booking.decline_reason ?? 'other'], who, when);
    case 'cancelled':
      return t.state.cancelled(staffTime(booking.cancelled_at ?? booking.created_at, t));
    default:
      return t.state.received;
  }
}

/** The staff's summary lines, label and value. */
function staffLines(booking: BookingRow, staffLang: Lang): Array<[string, string]> {
  const t = STAFF_TEXTS[staffLang];
  const rate = isForeignGuest(priceKey(booking)) ? t.rate.foreign : t.rate.citizen;
  const l = t.labels;
  return [
    [l.request, booking.id],
    [l.received, staffTime(booking.created_at, t)],
    [l.room, `${roomName(booking.room_id, staffLang)} (${t.roomNumber(booking.room_id)})`],
    [l.guest, booking.guest_name],
    [l.phone, booking.phone],
    [l.email, booking.email ?? '—'],
    [l.nationality, booking.nationality ?? '—'],
    [l.stay, `${booking.checkin} → ${booking.checkout} (${t.nights(booking.nights)})`],
    [l.guests, String(booking.guests)],
    [l.perNight, `${money(perNight(booking), t.locale)}\u00a0so'm (${rate})`],
    [l.total, `${money(booking.total_price, t.locale)}\u00a0so'm`],
    [l.language, booking.lang.toUpperCase()],
  ];
}

/** The Telegram message to the staff chat (HTML parse mode, every guest value escaped), with its state. */
export function staffTelegramText(booking: BookingRow, staffLang: Lang): string {
  const t = STAFF_TEXTS[staffLang];
  const lines = staffLines(booking, staffLang).map(([label, value], i) => (i === 0 ? `${label}: <code>${escapeHtml(value)}</code>` : `${label}: ${escapeHtml(value)}`));
  return [`<b>${t.newRequest}</b>`, ...lines, '', `<b>${t.labels.status}: ${escapeHtml(staffStateLine(booking, t))}</b>`].join('\n');
}

/** The staff email to HOTEL_EMAIL about a new request. */
export function staffEmail(booking: BookingRow, staffLang: Lang): EmailContent {
  const t = STAFF_TEXTS[staffLang];
  return {
    subject: t.email.subject(shortId(booking.id), booking.checkin, booking.checkout),
    text: [...t.email.intro, '', ...staffLines(booking, staffLang).map(([label, value]) => `${label}: ${value}`), '', t.email.outro].join('\n'),
  };
}

/** The staff email telling that the guest cancelled. */
export function staffCancelEmail(booking: BookingRow, staffLang: Lang): EmailContent {
  const t = STAFF_TEXTS[staffLang];
  return {
    subject: t.email.cancelSubject(shortId(booking.id)),
    text: [t.email.cancelIntro, '', ...staffLines(booking, staffLang).map(([label, value]) => `${label}: ${value}`), '', staffStateLine(booking, t)].join('\n'),
  };
}

/** The stay's facts for the guest: number, room, dates, nights, guests, price rule and total. */
function stayLines(booking: BookingRow, t: GuestTexts): string[] {
  const rate = isForeignGuest(priceKey(booking)) ? t.rate.foreign : t.rate.citizen;
  const l = t.labels;
  return [
    `${l.id}: ${booking.id}`,
    `${l.room}: ${roomName(booking.room_id, guestLang(booking))}`,
    `${l.checkin}: ${stayDate(booking.checkin, t.locale)}`,
    `${l.checkout}: ${stayDate(booking.checkout, t.locale)}`,
    `${l.nights}: ${booking.nights}`,
    `${l.guests}: ${booking.guests}`,
    `${l.perNight}: ${money(perNight(booking), t.locale)}\u00a0${t.currency} (${rate})`,
    `${l.total}: ${money(booking.total_price, t.locale)}\u00a0${t.currency}`,
  ];
}

function policyLines(t: GuestTexts): string[] {
  return [t.policyTitle, ...t.policies.map((line) => `• ${line}`)];
}

/** The guest's "request received" email. */
export function guestEmail(booking: BookingRow): EmailContent {
  const t = GUEST_TEXTS[guestLang(booking)];
  return {
    subject: t.received.subject(shortId(booking.id)),
    text: [t.greeting(booking.guest_name), '', t.received.intro, '', ...stayLines(booking, t), '', ...policyLines(t), '', ...t.received.closing].join('\n'),
  };
}

/** The guest's answer: "confirmed" (with the stay and the policies) or "declined" (with a reason and the reception's phones). */
export function guestDecisionEmail(booking: BookingRow): EmailContent {
  const t = GUEST_TEXTS[guestLang(booking)];
  const room = roomName(booking.room_id, guestLang(booking));
  const greeting = [t.greeting(booking.guest_name), ''];
  if (booking.status === 'declined') {
    const phones = HOTEL.phones.map(formatPhone).join(', ');
    return {
      subject: t.declined.subject(shortId(booking.id)),
      text: [...greeting, t.declined.intro(room), t.declined.reasons[booking.decline_reason ?? 'other'], '', ...stayLines(booking, t), '', ...t.declined.closing(phones)].join('\n'),
    };
  }
  return {
    subject: t.confirmed.subject(shortId(booking.id)),
    text: [...greeting, t.confirmed.intro(room), '', ...stayLines(booking, t), '', ...policyLines(t), '', ...t.confirmed.closing].join('\n'),
  };
}
