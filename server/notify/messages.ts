/**
 * The emails built from a stored booking: the staff's in STAFF_LANG (their lines are the
 * Telegram message's, telegram/staffMessage.ts), and the guest's in the language the guest used
 * on the site. Every value comes from the server's own data (the room's name from its id, never
 * the posted title).
 */
import type { Lang } from '../../src/domain/booking';
import { isForeignGuest } from '../../src/domain/pricing';
import { roomName } from '../../src/domain/roomNames';
import { HOTEL, formatPhone } from '../../src/domain/hotel';
import { guestLang, isGroup, money, perNight, priceKey, stayDate } from '../bookings/format';
import type { BookingsTable } from '../db/schema';
import { staffLines, staffStateLine } from '../telegram/staffMessage';
import { STAFF_TEXTS } from '../telegram/staffTexts';
import { GUEST_TEXTS } from './guestEmail.texts';
import type { GuestTexts } from './guestEmail.texts';

export interface EmailContent {
  subject: string;
  text: string;
}

/** The staff email to HOTEL_EMAIL about a new request. */
export function staffEmail(booking: BookingsTable, staffLang: Lang): EmailContent {
  const t = STAFF_TEXTS[staffLang];
  return {
    subject: t.email.subject(booking.reference, stayDate(booking.checkin, t.locale), stayDate(booking.checkout, t.locale)),
    text: [...t.email.intro, '', ...staffLines(booking, staffLang).map(([label, value]) => `${label}: ${value}`), '', t.email.outro].join('\n'),
  };
}

/** The staff email telling that the guest cancelled. */
export function staffCancelEmail(booking: BookingsTable, staffLang: Lang): EmailContent {
  const t = STAFF_TEXTS[staffLang];
  return {
    subject: t.email.cancelSubject(booking.reference),
    text: [t.email.cancelIntro, '', ...staffLines(booking, staffLang).map(([label, value]) => `${label}: ${value}`), '', staffStateLine(booking, t)].join('\n'),
  };
}

/**
 * The stay's facts for the guest: reference, room, dates, nights, guests, price rule and total. A
 * group's rooms are said beside its guests, and its price per night is each room's.
 */
function stayLines(booking: BookingsTable, t: GuestTexts): string[] {
  const rate = isForeignGuest(priceKey(booking)) ? t.rate.foreign : t.rate.citizen;
  const l = t.labels;
  const group = isGroup(booking);
  return [
    `${l.id}: ${booking.reference}`,
    `${l.room}: ${roomName(booking.room_id, guestLang(booking))}`,
    `${l.checkin}: ${stayDate(booking.checkin, t.locale)}`,
    `${l.checkout}: ${stayDate(booking.checkout, t.locale)}`,
    `${l.nights}: ${booking.nights}`,
    `${l.guests}: ${booking.guests}${group ? ` (${t.rooms(booking.units)})` : ''}`,
    `${l.perNight}: ${money(perNight(booking), t.locale)}\u00a0${t.currency}${group ? ` ${t.perRoom}` : ''} (${rate})`,
    `${l.total}: ${money(booking.total_price, t.locale)}\u00a0${t.currency}`,
  ];
}

function policyLines(t: GuestTexts): string[] {
  return [t.policyTitle, ...t.policies.map((line) => `• ${line}`)];
}

/** The guest's "request received" email. */
export function guestEmail(booking: BookingsTable): EmailContent {
  const t = GUEST_TEXTS[guestLang(booking)];
  return {
    subject: t.received.subject(booking.reference),
    text: [t.greeting(booking.guest_name), '', t.received.intro, '', ...stayLines(booking, t), '', ...policyLines(t), '', ...t.received.closing].join('\n'),
  };
}

/** The guest's answer: "confirmed" (with the stay and the policies) or "declined" (with a reason and the reception's phones). */
export function guestDecisionEmail(booking: BookingsTable): EmailContent {
  const t = GUEST_TEXTS[guestLang(booking)];
  const room = roomName(booking.room_id, guestLang(booking));
  const greeting = [t.greeting(booking.guest_name), ''];
  if (booking.status === 'declined') {
    const reasons = isGroup(booking) ? t.declined.groupReasons : t.declined.reasons;
    const phones = HOTEL.phones.map(formatPhone).join(', ');
    return {
      subject: t.declined.subject(booking.reference),
      text: [...greeting, t.declined.intro(room), reasons[booking.decline_reason ?? 'other'], '', ...stayLines(booking, t), '', ...t.declined.closing(phones)].join('\n'),
    };
  }
  return {
    subject: t.confirmed.subject(booking.reference),
    text: [...greeting, isGroup(booking) ? t.confirmed.groupIntro(room, booking.units) : t.confirmed.intro(room), '', ...stayLines(booking, t), '', ...policyLines(t), '', ...t.confirmed.closing].join('\n'),
  };
}
