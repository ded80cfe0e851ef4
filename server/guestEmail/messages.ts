/**
 * The guest's emails built from a stored booking, in the language the guest used on the site.
 * Every value comes from the server's own data (the room's name from its id, never the posted
 * title). The staff's emails are staffChat/email.ts.
 */
import { siteLink } from '../siteLink';
import type { Lang } from '../../src/domain/booking';
import { isForeignGuest } from '../../src/domain/pricing';
import { freeCancellationUntil, HOTEL_OFFSET_MS, type CancellationPolicy } from '../../src/domain/rates';
import { roomName } from '../../src/domain/roomNames';
import { addressIn, HOTEL, formatPhone, mapLinkUrl } from '../../src/domain/hotel';
import { guestLang, isGroup, money, perNight, priceKey, stayDateLong } from '../bookings';
import type { BookingsTable } from '../db';
import type { DepositView } from '../bookings';
import { layoutHtml, layoutText } from '../notify';
import type { Block, EmailContent } from '../notify';
import { GUEST_TEXTS } from './texts';
import { stayEvent } from './stayEvent';
import type { GuestTexts } from './texts';

/**
 * The stay's facts for the guest: reference, room, dates in words with the weekday, nights,
 * guests, price rule and total. A group's rooms are said beside its guests, and its price per
 * night is each room's.
 */
function stayFacts(booking: BookingsTable, t: GuestTexts): Block {
  const rate = isForeignGuest(priceKey(booking)) ? t.rate.foreign : t.rate.citizen;
  const l = t.labels;
  const lang = guestLang(booking);
  const group = isGroup(booking);
  return {
    kind: 'facts',
    rows: [
      [l.id, booking.reference],
      [l.room, roomName(booking.room_id, lang)],
      [l.checkin, stayDateLong(booking.checkin, lang)],
      [l.checkout, stayDateLong(booking.checkout, lang)],
      [l.nights, String(booking.nights)],
      [l.guests, `${booking.guests}${group ? ` (${t.rooms(booking.units)})` : ''}`],
      [l.perNight, `${money(perNight(booking), t.locale)}\u00a0${t.currency}${group ? ` ${t.perRoom}` : ''} (${rate})`],
      [l.total, `${money(booking.total_price, t.locale)}\u00a0${t.currency}`],
    ],
  };
}

function policies(t: GuestTexts): Block {
  return { kind: 'list', title: t.policyTitle, items: t.policies };
}

/** A moment as the hotel's date in words and its time: "6 January 2027, 00:00" ("2027-yil 6-yanvar, 00:00"). */
function hotelMoment(at: Date, lang: Lang): string {
  const local = new Date(at.getTime() + HOTEL_OFFSET_MS).toISOString();
  // The long date without its weekday ("до 6 января" reads right where "до среда, 6 января" does not).
  const long = stayDateLong(local.slice(0, 10), lang);
  const date = lang === 'uz' ? long.slice(0, long.lastIndexOf(', ')) : long.slice(long.indexOf(', ') + 2);
  return `${date}, ${local.slice(11, 16)}`;
}

/**
 * The owner's cancellation policy dated for this stay, as of `now` (the email is written when it
 * goes); nothing while no policy is set, so the emails stay as they were.
 */
function cancellationBlocks(
  booking: BookingsTable,
  t: GuestTexts,
  policy: CancellationPolicy | null,
  now: Date,
): Block[] {
  if (policy === null) return [];
  const until = freeCancellationUntil(policy, booking.checkin);
  const line =
    until === null || until === undefined
      ? t.cancellation.none
      : until.getTime() < now.getTime()
        ? t.cancellation.passed
        : t.cancellation.freeUntil(hotelMoment(until, guestLang(booking)));
  return [{ kind: 'text', lines: [line] }];
}

/** The hotel block every guest email ends with: name, address, times, phones, map, My requests. */
function hotelBlocks(t: GuestTexts, lang: Lang): Block[] {
  return [
    {
      kind: 'facts',
      rows: [
        [t.hotel.address, `${HOTEL.name}, ${addressIn(lang).full}`],
        [t.hotel.phones, HOTEL.phones.map(formatPhone).join(', ')],
      ],
    },
    { kind: 'text', lines: [t.hotel.checkInOut(HOTEL.checkInTime, HOTEL.checkOutTime)] },
    {
      kind: 'links',
      rows: [
        { label: t.hotel.map, text: t.hotel.mapLink, href: mapLinkUrl() },
        { label: t.hotel.myRequests, text: siteLink('/my-requests', lang), href: siteLink('/my-requests', lang) },
      ],
    },
  ];
}

/** Both parts of a guest email from one list of blocks: the text and the HTML say the same. */
function guestMessage(booking: BookingsTable, subject: string, blocks: Block[]): EmailContent {
  const lang = guestLang(booking);
  const all = [...blocks, ...hotelBlocks(GUEST_TEXTS[lang], lang)];
  return { subject, text: layoutText(all), html: layoutHtml({ lang, subject, hotelName: HOTEL.name, blocks: all }) };
}

/**
 * The guest's "request received" email; when the hotel takes a deposit online, it says one may be
 * paid once confirmed; when the owner has set a cancellation policy, the stay's deadline.
 */
export function guestEmail(
  booking: BookingsTable,
  depositOffered = false,
  policy: CancellationPolicy | null = null,
  now: Date = new Date(),
): EmailContent {
  const t = GUEST_TEXTS[guestLang(booking)];
  return guestMessage(booking, t.received.subject(booking.reference), [
    { kind: 'text', lines: [t.greeting(booking.guest_name)] },
    { kind: 'text', lines: [t.received.intro] },
    stayFacts(booking, t),
    ...cancellationBlocks(booking, t, policy, now),
    policies(t),
    { kind: 'text', lines: depositOffered ? t.deposit.receivedClosing : t.received.closing },
  ]);
}

/**
 * The confirmed email's deposit: the amount and a button per gateway while it may be paid, a
 * thank-you once paid; nothing otherwise (no gateway, or nothing to pay).
 */
function depositBlocks(deposit: DepositView | undefined, t: GuestTexts): Block[] {
  if (!deposit) return [];
  const amount = `${money(deposit.amount, t.locale)}\u00a0${t.currency}`;
  if (deposit.status === 'paid') return [{ kind: 'text', lines: [t.deposit.paid(amount)], strong: true }];
  const { payme, click } = deposit.links;
  const buttons = [
    ...(payme ? [{ text: t.deposit.payWith.payme, href: payme }] : []),
    ...(click ? [{ text: t.deposit.payWith.click, href: click }] : []),
  ];
  if (buttons.length === 0) return [];
  return [
    { kind: 'text', lines: [t.deposit.intro(amount)], strong: true },
    { kind: 'buttons', rows: buttons },
  ];
}

/**
 * The guest's answer: "confirmed" (with the stay, the deposit when the hotel takes one online,
 * the cancellation deadline when the owner has set a policy, and the policies) or "declined"
 * (with a reason and the reception's phones).
 */
export function guestDecisionEmail(
  booking: BookingsTable,
  deposit?: DepositView,
  policy: CancellationPolicy | null = null,
  now: Date = new Date(),
): EmailContent {
  const t = GUEST_TEXTS[guestLang(booking)];
  const room = roomName(booking.room_id, guestLang(booking));
  const greeting: Block = { kind: 'text', lines: [t.greeting(booking.guest_name)] };
  if (booking.status === 'declined') {
    const reasons = isGroup(booking) ? t.declined.groupReasons : t.declined.reasons;
    const phones = HOTEL.phones.map(formatPhone).join(', ');
    return guestMessage(booking, t.declined.subject(booking.reference), [
      greeting,
      // The staff's own words, when they wrote some, in place of a fixed reason.
      {
        kind: 'text',
        lines: booking.decline_message
          ? [t.declined.intro(room), t.fromHotel.lead, booking.decline_message]
          : [t.declined.intro(room), reasons[booking.decline_reason ?? 'other']],
      },
      stayFacts(booking, t),
      { kind: 'text', lines: t.declined.closing(phones) },
    ]);
  }
  const confirmed = guestMessage(booking, t.confirmed.subject(booking.reference), [
    greeting,
    {
      kind: 'text',
      lines: [isGroup(booking) ? t.confirmed.groupIntro(room, booking.units) : t.confirmed.intro(room)],
      strong: true,
    },
    stayFacts(booking, t),
    ...depositBlocks(deposit, t),
    ...cancellationBlocks(booking, t, policy, now),
    policies(t),
    { kind: 'text', lines: deposit ? t.deposit.confirmedClosing : t.confirmed.closing },
  ]);
  return { ...confirmed, calendar: stayEvent(booking, 'PUBLISH') };
}

/** The guest's email that their confirmed stay is cancelled: the facts, and the calendar event's CANCEL. */
export function guestCancelEmail(booking: BookingsTable): EmailContent {
  const t = GUEST_TEXTS[guestLang(booking)];
  const cancelled = guestMessage(booking, t.cancelled.subject(booking.reference), [
    { kind: 'text', lines: [t.greeting(booking.guest_name)] },
    { kind: 'text', lines: [t.cancelled.intro], strong: true },
    stayFacts(booking, t),
    { kind: 'text', lines: t.cancelled.closing },
  ]);
  return { ...cancelled, calendar: stayEvent(booking, 'CANCEL') };
}

/** The staff console's message to the guest (bookings.guest_message), introduced in the guest's language, with the stay. */
export function guestHotelMessage(booking: BookingsTable): EmailContent | string {
  if (!booking.guest_message) return 'no message to send';
  const t = GUEST_TEXTS[guestLang(booking)];
  return guestMessage(booking, t.fromHotel.subject(booking.reference), [
    { kind: 'text', lines: [t.greeting(booking.guest_name)] },
    { kind: 'text', lines: [t.fromHotel.intro] },
    { kind: 'text', lines: booking.guest_message.split('\n') },
    stayFacts(booking, t),
  ]);
}

/**
 * The guest's email that the hotel cancelled their request, with the staff's words when they
 * wrote some; a stay that was confirmed (and so sent as a calendar event) gets the event's CANCEL.
 */
export function guestHotelCancelEmail(booking: BookingsTable): EmailContent {
  const t = GUEST_TEXTS[guestLang(booking)];
  const phones = HOTEL.phones.map(formatPhone).join(', ');
  const cancelled = guestMessage(booking, t.fromHotel.cancelledSubject(booking.reference), [
    { kind: 'text', lines: [t.greeting(booking.guest_name)] },
    { kind: 'text', lines: [t.fromHotel.cancelledIntro], strong: true },
    ...(booking.decline_message ? [{ kind: 'text' as const, lines: [t.fromHotel.lead, booking.decline_message] }] : []),
    stayFacts(booking, t),
    { kind: 'text', lines: t.declined.closing(phones) },
  ]);
  return booking.decided_at !== null && booking.decline_reason === null
    ? { ...cancelled, calendar: stayEvent(booking, 'CANCEL') }
    : cancelled;
}

/**
 * A paid deposit against the changed stay's, in words (the amounts written by `amount`): the same,
 * the rest paid at reception, or the difference refunded; null while no deposit was paid (an unpaid
 * one is offered at its new amount, with its buttons, as in the confirmation).
 */
export function changedDepositLine(
  deposit: DepositView | undefined,
  t: GuestTexts,
  amount: (sum: number) => string,
): string | null {
  if (!deposit || deposit.status !== 'paid' || deposit.due === undefined) return null;
  const { amount: paid, due } = deposit;
  if (paid === due) return t.changed.depositSame(amount(paid));
  return paid < due
    ? t.changed.depositMore(amount(paid), amount(due), amount(due - paid))
    : t.changed.depositLess(amount(paid), amount(due), amount(paid - due));
}

/** The statuses whose change the guest is told of; a request cancelled meanwhile is not. */
const TOLD_CHANGED = ['received', 'confirmed', 'checked_in'] as const;

/**
 * The guest's email that staff changed the stay (bookings/change.ts), built from the booking as it
 * is when it goes: the new facts, a paid deposit against the new one (or the new one to pay), and a
 * stay that was sent as a calendar event gets it again (same UID, higher SEQUENCE: it moves).
 */
export function guestChangedEmail(booking: BookingsTable, deposit?: DepositView): EmailContent | string {
  const status = TOLD_CHANGED.find((told) => told === booking.status);
  if (status === undefined) return `request ${booking.status} before the change was told`;
  const t = GUEST_TEXTS[guestLang(booking)];
  const phones = HOTEL.phones.map(formatPhone).join(', ');
  const line = changedDepositLine(deposit, t, (sum) => `${money(sum, t.locale)}\u00a0${t.currency}`);
  const changed = guestMessage(
    booking,
    status === 'received' ? t.changed.requestSubject(booking.reference) : t.changed.subject(booking.reference),
    [
      { kind: 'text', lines: [t.greeting(booking.guest_name)] },
      { kind: 'text', lines: [t.changed.intro[status]], strong: true },
      stayFacts(booking, t),
      ...(line ? [{ kind: 'text' as const, lines: [line], strong: true }] : depositBlocks(deposit, t)),
      { kind: 'text', lines: t.changed.closing(phones) },
    ],
  );
  return status === 'received' ? changed : { ...changed, calendar: stayEvent(booking, 'PUBLISH') };
}
