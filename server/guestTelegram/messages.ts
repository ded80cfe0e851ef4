/**
 * What the guest's Telegram chat shows (HTML, Telegram's parse mode): the request's summary
 * (reference, room, dates in words, guests, total as the site writes prices, its state and what
 * happens next), the decision with the deposit's Payme/Click buttons while it may be paid, the
 * hotel's message, the deposit's receipt, a cancellation and the reminder the day before arrival.
 * Built from the booking as it is when it goes, in the guest's site language. Only the request's
 * own data, and only the guest's buttons (guestKeyboards), never the staff's.
 */
import { InlineKeyboard } from 'grammy';
import type { Lang } from '../../src/domain/booking';
import { formatPhone, HOTEL, HOTEL_ADDRESS, mapLinkUrl } from '../../src/domain/hotel';
import { roomName } from '../../src/domain/roomNames';
import type { BookingsTable } from '../db';
import type { StaffMessage } from '../telegramApi';
import { guestLang, isGroup, stayDateLong, escapeHtml } from '../bookings';
import { changedDepositLine, GUEST_TEXTS } from '../guestEmail';
import { GUEST_CHAT_TEXTS } from './texts';
import type { DepositView } from '../bookings';

/** The guest's presses: `g:<action>:<booking id>`; cancel asks first, `y` cancels, `n` keeps, `s` shows the state. */
export type GuestPress = { action: 'cancel' | 'yes' | 'no' | 'status'; bookingId: string };

const GUEST_PRESS = /^g:(c|y|n|s):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const ACTIONS = { c: 'cancel', y: 'yes', n: 'no', s: 'status' } as const;

/** Whether callback data is a guest's (the rest is the staff bot's). */
export function isGuestPress(data: string): boolean {
  return data.startsWith('g:');
}

export function parseGuestPress(data: string): GuestPress | null {
  const match = GUEST_PRESS.exec(data);
  if (!match) return null;
  return { action: ACTIONS[match[1] as keyof typeof ACTIONS], bookingId: match[2]! };
}

/** Whether a guest may still cancel the request here (as on My requests). */
export function guestMayCancel(booking: Pick<BookingsTable, 'status'>): boolean {
  return booking.status === 'received' || booking.status === 'confirmed';
}

/**
 * A price as the site writes it (src/shared/format.ts formatPrice): whole so'm, digits grouped
 * by a non-breaking space in Uzbek and Russian and by a comma in English, then `so'm`.
 */
export function amountText(amount: number, lang: Lang): string {
  const group = lang === 'en' ? ',' : '\u00a0';
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${amount < 0 ? '-' : ''}${digits}\u00a0${GUEST_TEXTS[lang].currency}`;
}

/** The request's facts: reference, room, dates in words, nights, guests, total. */
function facts(booking: BookingsTable, lang: Lang): string[] {
  const t = GUEST_TEXTS[lang];
  const l = t.labels;
  return [
    `${l.id}: <b>${escapeHtml(booking.reference)}</b>`,
    `${l.room}: ${escapeHtml(roomName(booking.room_id, lang))}${isGroup(booking) ? ` (${t.rooms(booking.units)})` : ''}`,
    `${l.checkin}: ${escapeHtml(stayDateLong(booking.checkin, lang))}`,
    `${l.checkout}: ${escapeHtml(stayDateLong(booking.checkout, lang))}`,
    `${l.nights}: ${booking.nights}`,
    `${l.guests}: ${booking.guests}`,
    `${l.total}: ${escapeHtml(amountText(booking.total_price, lang))}`,
  ];
}

function statusOf(booking: BookingsTable, lang: Lang): string {
  const c = GUEST_CHAT_TEXTS[lang];
  const word = c.status[booking.status] ?? booking.status;
  return `${c.statusLabel}: <b>${escapeHtml(word)}</b>`;
}

function nextStep(booking: BookingsTable, lang: Lang): string {
  const c = GUEST_CHAT_TEXTS[lang];
  if (booking.status === 'received') return c.next.received(HOTEL.reply.from, HOTEL.reply.until);
  if (booking.status === 'confirmed') return c.next.confirmed;
  return c.next.other;
}

/** A Cancel button while the request may be cancelled. */
export function requestKeyboard(booking: BookingsTable, lang: Lang): InlineKeyboard | undefined {
  if (!guestMayCancel(booking)) return undefined;
  return new InlineKeyboard().text(GUEST_CHAT_TEXTS[lang].buttons.cancel, `g:c:${booking.id}`);
}

/** The second tap: really cancel, or keep it. */
export function confirmCancelKeyboard(booking: BookingsTable, lang: Lang): InlineKeyboard {
  const b = GUEST_CHAT_TEXTS[lang].buttons;
  return new InlineKeyboard().text(b.yes, `g:y:${booking.id}`).text(b.no, `g:n:${booking.id}`);
}

/** The summary a chat gets when it links the request, and for /status: the facts, the state, what is next. */
export function requestSummary(booking: BookingsTable, intro?: string): StaffMessage {
  const lang = guestLang(booking);
  const lines = [...(intro ? [escapeHtml(intro), ''] : []), ...facts(booking, lang), statusOf(booking, lang)];
  lines.push('', escapeHtml(nextStep(booking, lang)));
  const keyboard = requestKeyboard(booking, lang);
  return { html: lines.join('\n'), ...(keyboard ? { keyboard } : {}) };
}

/** The deposit's buttons (a URL button per gateway) while it may be paid. */
function depositPart(deposit: DepositView | undefined, lang: Lang): { lines: string[]; keyboard?: InlineKeyboard } {
  if (!deposit) return { lines: [] };
  const t = GUEST_TEXTS[lang];
  const amount = amountText(deposit.amount, lang);
  if (deposit.status === 'paid') return { lines: [escapeHtml(t.deposit.paid(amount))] };
  const { payme, click } = deposit.links;
  if (!payme && !click) return { lines: [] };
  const keyboard = new InlineKeyboard();
  if (payme) keyboard.url(t.deposit.payWith.payme, payme);
  if (click) keyboard.url(t.deposit.payWith.click, click);
  return { lines: [escapeHtml(t.deposit.intro(amount))], keyboard };
}

/** The staff's answer: confirmed (with the deposit's buttons) or declined (with the reason). */
export function decisionMessage(booking: BookingsTable, deposit: DepositView | undefined): StaffMessage {
  const lang = guestLang(booking);
  const c = GUEST_CHAT_TEXTS[lang];
  const t = GUEST_TEXTS[lang];
  const room = roomName(booking.room_id, lang);
  if (booking.status === 'declined') {
    const reasons = isGroup(booking) ? t.declined.groupReasons : t.declined.reasons;
    const why = booking.decline_message
      ? [t.fromHotel.lead, booking.decline_message]
      : [reasons[booking.decline_reason ?? 'other']];
    const phones = HOTEL.phones.map(formatPhone).join(', ');
    return {
      html: [
        `<b>${escapeHtml(c.decision.declined)}</b>`,
        ...why.map(escapeHtml),
        '',
        ...facts(booking, lang),
        '',
        escapeHtml(t.declined.closing(phones)[0]!),
      ].join('\n'),
    };
  }
  const pay = depositPart(deposit, lang);
  const cancel = requestKeyboard(booking, lang);
  const keyboard = pay.keyboard ?? cancel;
  if (pay.keyboard && cancel) keyboard?.row().text(c.buttons.cancel, `g:c:${booking.id}`);
  return {
    html: [
      `<b>${escapeHtml(c.decision.confirmed)}</b>`,
      escapeHtml(isGroup(booking) ? t.confirmed.groupIntro(room, booking.units) : t.confirmed.intro(room)),
      '',
      ...facts(booking, lang),
      ...(pay.lines.length > 0 ? ['', ...pay.lines] : []),
      '',
      escapeHtml(c.next.confirmed),
    ].join('\n'),
    ...(keyboard ? { keyboard } : {}),
  };
}

/** The staff console's words to the guest, or null when none wait. */
export function hotelMessage(booking: BookingsTable): StaffMessage | null {
  if (!booking.guest_message) return null;
  const lang = guestLang(booking);
  return {
    html: [
      `<b>${escapeHtml(GUEST_CHAT_TEXTS[lang].fromHotel)}</b>`,
      escapeHtml(booking.guest_message),
      '',
      `${escapeHtml(GUEST_TEXTS[lang].labels.id)}: ${escapeHtml(booking.reference)}`,
    ].join('\n'),
  };
}

export function receiptMessage(booking: BookingsTable, deposit: DepositView): StaffMessage {
  const lang = guestLang(booking);
  return {
    html: [
      `<b>${escapeHtml(GUEST_CHAT_TEXTS[lang].receipt(amountText(deposit.amount, lang)))}</b>`,
      '',
      `${escapeHtml(GUEST_TEXTS[lang].labels.id)}: ${escapeHtml(booking.reference)}`,
    ].join('\n'),
  };
}

/** A cancellation: the guest's own (here or on the site) or the hotel's, with the staff's words. */
export function cancelMessage(booking: BookingsTable, byHotel: boolean): StaffMessage {
  const lang = guestLang(booking);
  const c = GUEST_CHAT_TEXTS[lang];
  return {
    html: [
      `<b>${escapeHtml(byHotel ? c.cancelled.byHotel : c.cancelled.byGuest)}</b>`,
      ...(byHotel && booking.decline_message ? [escapeHtml(booking.decline_message)] : []),
      '',
      ...facts(booking, lang),
    ].join('\n'),
  };
}

/** The reminder the day before arrival: the stay, address, map, check-in time, the reception's phone. */
export function reminderMessage(booking: BookingsTable): StaffMessage {
  const lang = guestLang(booking);
  const r = GUEST_CHAT_TEXTS[lang].reminder;
  const address = HOTEL_ADDRESS[lang === 'uz' ? 'UZ' : lang === 'ru' ? 'RU' : 'EN'].full;
  return {
    html: [
      `<b>${escapeHtml(r.intro)}</b>`,
      '',
      ...facts(booking, lang),
      '',
      `${escapeHtml(r.checkIn(HOTEL.checkInTime))}`,
      `${escapeHtml(r.address)}: ${escapeHtml(address)}`,
      `${escapeHtml(r.map)}: ${escapeHtml(mapLinkUrl())}`,
      `${escapeHtml(r.phone)}: ${escapeHtml(formatPhone(HOTEL.phones[0]))}`,
      '',
      escapeHtml(r.closing),
    ].join('\n'),
  };
}

/** The reminder by email: the same words, as plain text and simple HTML. */
export function reminderEmail(booking: BookingsTable): { subject: string; text: string; html: string } {
  const lang = guestLang(booking);
  const { html } = reminderMessage(booking);
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  const subject = `${GUEST_CHAT_TEXTS[lang].reminder.intro} (${booking.reference})`;
  return { subject, text, html: `<pre style="font-family:inherit;white-space:pre-wrap">${html}</pre>` };
}

/**
 * Staff changed the stay (bookings/change.ts): the news in bold, the new facts, a paid deposit
 * against the new one (or the new one's Payme/Click buttons while it may be paid), Cancel while the
 * guest may; a request cancelled meanwhile is not told.
 */
export function changedMessage(booking: BookingsTable, deposit: DepositView | undefined): StaffMessage | string {
  if (booking.status !== 'received' && booking.status !== 'confirmed' && booking.status !== 'checked_in')
    return `request ${booking.status} before the change was told`;
  const lang = guestLang(booking);
  const t = GUEST_TEXTS[lang];
  const line = changedDepositLine(deposit, t, (sum) => amountText(sum, lang));
  const pay = line ? { lines: [escapeHtml(line)] } : depositPart(deposit, lang);
  const cancel = requestKeyboard(booking, lang);
  const keyboard = 'keyboard' in pay && pay.keyboard ? pay.keyboard : cancel;
  if ('keyboard' in pay && pay.keyboard && cancel)
    keyboard?.row().text(GUEST_CHAT_TEXTS[lang].buttons.cancel, `g:c:${booking.id}`);
  const phones = HOTEL.phones.map(formatPhone).join(', ');
  return {
    html: [
      `<b>${escapeHtml(t.changed.intro[booking.status])}</b>`,
      '',
      ...facts(booking, lang),
      ...(pay.lines.length > 0 ? ['', ...pay.lines] : []),
      '',
      escapeHtml(GUEST_CHAT_TEXTS[lang].changedClosing(phones)),
    ].join('\n'),
    ...(keyboard ? { keyboard } : {}),
  };
}
