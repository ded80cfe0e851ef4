/**
 * What the staff read about a request, in STAFF_LANG: the summary lines (label and value) that
 * the Telegram message and the staff emails share, the state line, and the Telegram message
 * itself (HTML parse mode, every guest value escaped) with its buttons. Every value comes from
 * the server's own data (the room's name from its id, never the posted title).
 */
import type { Lang } from '../../src/domain/booking';
import { countryLabel } from '../../src/domain/countries';
import { isForeignGuest } from '../../src/domain/pricing';
import { roomName } from '../../src/domain/roomNames';
import { GATEWAY_NAMES } from '../../src/domain/staffWords';
import { formatPhone } from '../../src/domain/hotel';
import { cached, escapeHtml, isGroup, money, perNight, priceKey, stayDateLong } from '../bookings';
import type { BookingsTable } from '../db';
import type { DepositView } from '../bookings';
import type { StaffMessage } from '../telegramApi';
import { keyboardFor } from './keyboards';
import { STAFF_TEXTS } from './texts';
import type { StaffTexts } from './texts';

/** A moment as the staff in Namangan read it: 23.11.2026, 17:05 (Tashkent time). */
export function staffTime(iso: string, t: StaffTexts): string {
  const format = cached(
    `t:${t.timeLocale}`,
    () =>
      new Intl.DateTimeFormat(t.timeLocale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone: 'Asia/Tashkent',
      }),
  );
  return `${format.format(new Date(iso))} (${t.tashkentTime})`;
}

/** The booking's state as one staff line: waiting, or who decided (or cancelled) and when. */
export function staffStateLine(booking: BookingsTable, t: StaffTexts): string {
  const who = booking.decided_by_name ?? '—';
  const when = booking.decided_at ? staffTime(booking.decided_at, t) : '';
  switch (booking.status) {
    case 'confirmed':
      return t.state.confirmed(who, when);
    case 'declined':
      return t.state.declined(t.reasons[booking.decline_reason ?? 'other'], who, when);
    case 'cancelled':
      return t.state.cancelled(staffTime(booking.cancelled_at ?? booking.created_at, t));
    case 'checked_in':
    case 'no_show':
    case 'checked_out':
      return t.stay[booking.status];
    default:
      return t.state.received;
  }
}

/**
 * The guest's nationality as staff read it: the country's name in STAFF_LANG and its code, from
 * the code the server resolved (never the text as posted); a request stored before that rule
 * shows its label.
 */
export function staffNationality(
  booking: Pick<BookingsTable, 'nationality' | 'nationality_code'>,
  staffLang: Lang,
): string {
  const code = booking.nationality_code;
  const name = code === null ? undefined : countryLabel(code, staffLang);
  if (code !== null && name !== undefined) return `${name} (${code})`;
  return booking.nationality ?? '—';
}

/** Whether a paid deposit is to be refunded: the guest cancelled before the free deadline (or no policy is set). */
export function refundDue(booking: Pick<BookingsTable, 'status' | 'cancelled_late'>): boolean {
  return booking.status === 'cancelled' && !cancelledLate(booking);
}

/** Whether the guest cancelled after the policy's free deadline (bookings.cancelled_late). */
export function cancelledLate(booking: Pick<BookingsTable, 'status' | 'cancelled_late'>): boolean {
  return booking.status === 'cancelled' && Number(booking.cancelled_late) === 1;
}

/**
 * The deposit as staff read it: the amount and where it stands ("awaiting payment", "payment in
 * progress", "Deposit paid: Payme, <when>", a refund due once a paid request is cancelled in
 * time (a late cancellation marks none: the staff judge it), "refunded"); null when there is
 * nothing to say (never paid and no longer payable).
 */
export function staffDepositValue(
  booking: Pick<BookingsTable, 'status' | 'cancelled_late'>,
  deposit: DepositView,
  t: StaffTexts,
): string | null {
  const gateway = deposit.gateway ? GATEWAY_NAMES[deposit.gateway] : '';
  let state: string;
  if (deposit.status === 'paid') {
    const paid = t.deposit.paid(
      gateway,
      deposit.paidAt === null ? '—' : staffTime(new Date(deposit.paidAt).toISOString(), t),
    );
    state = refundDue(booking) ? `${paid}; ${t.deposit.refundDue}` : paid;
  } else if (deposit.status === 'refunded') state = t.deposit.refunded;
  else if (deposit.status === 'pending') state = t.deposit.pending(gateway);
  else if (booking.status === 'confirmed') state = t.deposit.awaiting;
  else return null;
  // The fiscal receipt's address: Telegram shows it as a link, the staff email as text.
  const receipt = deposit.receiptUrl ? ` · ${t.deposit.receipt}: ${deposit.receiptUrl}` : '';
  return `${money(deposit.amount, t.locale)}\u00a0so'm · ${state}${receipt}`;
}

/**
 * The staff's summary lines, label and value (the Telegram message and the staff emails). A
 * group says its rooms beside the guests, and its price per night is each room's: the total is
 * nights × price × rooms. The deposit's line comes last, when the hotel takes one.
 */
export function staffLines(booking: BookingsTable, staffLang: Lang, deposit?: DepositView): Array<[string, string]> {
  const t = STAFF_TEXTS[staffLang];
  const rate = isForeignGuest(priceKey(booking)) ? t.rate.foreign : t.rate.citizen;
  const l = t.labels;
  const group = isGroup(booking);
  const lines: Array<[string, string]> = [
    [l.request, booking.reference],
    [l.received, staffTime(booking.created_at, t)],
    [l.room, `${roomName(booking.room_id, staffLang)} (${t.roomNumber(booking.room_id)})`],
    [l.guest, booking.guest_name],
    [l.phone, formatPhone(booking.phone)],
    [l.email, booking.email ?? '—'],
    [l.nationality, staffNationality(booking, staffLang)],
    [
      l.stay,
      `${stayDateLong(booking.checkin, staffLang)} → ${stayDateLong(booking.checkout, staffLang)} (${t.nights(booking.nights)})`,
    ],
    [l.guests, group ? `${booking.guests} (${t.rooms(booking.units)})` : String(booking.guests)],
    [l.perNight, `${money(perNight(booking), t.locale)}\u00a0so'm${group ? ` ${t.perRoom}` : ''} (${rate})`],
    [l.total, `${money(booking.total_price, t.locale)}\u00a0so'm`],
    [l.language, booking.lang.toUpperCase()],
  ];
  const depositValue = deposit ? staffDepositValue(booking, deposit, t) : null;
  return depositValue === null ? lines : [...lines, [l.deposit, depositValue]];
}

/** How much of the guest the staff Telegram message shows (STAFF_MESSAGE_DETAIL). */
export type StaffMessageDetail = 'full' | 'minimal';

/** The Telegram message to the staff chat (HTML parse mode, every guest value escaped), with its state. */
export function staffTelegramText(
  booking: BookingsTable,
  staffLang: Lang,
  deposit?: DepositView,
  consoleUrl?: string,
  detail: StaffMessageDetail = 'full',
): string {
  const t = STAFF_TEXTS[staffLang];
  // STAFF_MESSAGE_DETAIL=minimal, or data erased: no name, phone or email leaves for Telegram.
  const hidden =
    detail === 'minimal' || booking.erased_at != null
      ? new Set([t.labels.guest, t.labels.phone, t.labels.email])
      : null;
  const shown = staffLines(booking, staffLang, deposit).filter(([label]) => hidden === null || !hidden.has(label));
  const lines = shown.map(([label, value], i) => {
    if (i === 0) return `${label}: <code>${escapeHtml(value)}</code>`;
    // The phone as the stored E.164 number, which Telegram's apps recognise as a phone number and
    // open in the dialler on a tap. Not an <a href="tel:…">: the Bot API's HTML links take only
    // http(s) and tg:// addresses, and clients show other schemes as broken web links.
    if (label === t.labels.phone && booking.phone) return `${label}: ${escapeHtml(booking.phone)}`;
    return `${label}: ${escapeHtml(value)}`;
  });
  // The console's page as plain text (Telegram links it): a link entity to an address Telegram
  // finds invalid (http://localhost on a hotel's own computer) would have the message refused.
  const console = consoleUrl ? ['', `${t.labels.console}: ${escapeHtml(consoleUrl)}`] : [];
  return [
    `<b>${t.newRequest}</b>`,
    ...lines,
    '',
    `<b>${t.labels.status}: ${escapeHtml(staffStateLine(booking, t))}</b>`,
    // A late cancellation says so under its state, in the message the staff keep as well as in the reply.
    ...(cancelledLate(booking) ? [escapeHtml(t.cancelLate)] : []),
    ...console,
  ].join('\n');
}

/** The staff message in the booking's current state (its deposit too), with the buttons that state allows and the console's page of the request. */
export function staffMessage(
  booking: BookingsTable,
  staffLang: Lang,
  deposit?: DepositView,
  consoleUrl?: string,
  detail: StaffMessageDetail = 'full',
): StaffMessage {
  return {
    html: staffTelegramText(booking, staffLang, deposit, consoleUrl, detail),
    keyboard: keyboardFor(booking, STAFF_TEXTS[staffLang]),
  };
}

/** The short reply under the staff message when the guest cancels. */
export function cancelNotice(booking: Pick<BookingsTable, 'reference' | 'cancelled_late'>, staffLang: Lang): string {
  const t = STAFF_TEXTS[staffLang];
  const notice = t.cancelNotice(booking.reference);
  return booking.cancelled_late === 1 ? `${notice}\n${t.cancelLate}` : notice;
}
