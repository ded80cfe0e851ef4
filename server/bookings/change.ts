/**
 * A stay changed by staff (POST /api/staff/bookings/{id}/change, issue 51 point 4): its dates,
 * guests, room kind or number of rooms, and (the owner only) its price, with a reason kept in the
 * history. A received request, a confirmed stay and a guest in the house may be changed; an erased
 * one may not.
 *
 * - Validated like a new booking (the dates, the guests against the kind's capacity × rooms); a
 *   minimum stay or a closed arrival is the staff's to waive, as for a phone booking
 *   (staffBooking.ts), so the change only reports them. A guest in the house keeps their check-in
 *   (it happened) and may leave from today on: a check-out moved earlier is an early departure.
 * - Priced from the stored terms: the guest agreed to a price, so the nights kept (same kind) keep
 *   their stored price, new nights are priced by today's quote, and the nights removed drop out; a
 *   new kind is priced wholly by the quote (a guest in the house keeps the nights already spent as
 *   they were, price and all). The owner may set the total instead (whole so'm, spread over the
 *   nights so that they still add up to it).
 * - Stays that take rooms (confirmed, checked in) are checked under the room kind's lock, as a
 *   confirmation is (decide.ts), for the nights the change adds only: a night already held needs
 *   only the rooms added. A received request takes no night until it is confirmed, and the
 *   confirmation checks every night then.
 * - The guest is told in their language by email (`changed`, with the stay's calendar event
 *   again for a stay that was sent one) and in their linked chat (`tg_changed`), the staff
 *   Telegram message is brought up to date, a confirmed stay's reminder follows a new arrival day.
 */
import { stayNights } from '../../src/domain/availability';
import { addDays, isIsoDate, nightsBetween, todayInHotel } from '../../src/domain/dates';
import { groupProblem } from '../../src/domain/groups';
import { guestsProblem } from '../../src/domain/guests';
import { quoteStay } from '../../src/domain/rates';
import type { QuoteNight } from '../../src/domain/rates';
import { roomName } from '../../src/domain/roomNames';
import { findRoom } from '../../src/domain/rooms';
import type { Room } from '../../src/domain/rooms';
import type { ChangeRecord, StayChangeAsk, StayChangePreview, StayTerms } from '../../src/domain/staffApi';
import { checkinProblem, checkoutProblem } from '../../src/domain/stayDates';
import { lockRoomKind, soldOutNights } from '../availability';
import { fitStay, roomUnits } from '../rooms';
import type { BookingStatus, BookingsTable, Queryable, Transact } from '../db';
import { requeue } from '../notify';
import { loadRatePlan } from '../terms';
import { priceKey } from './format';
import { recordEvent } from './history';
import type { Actor } from './history';
import { lockBooking } from './lock';
import { queueForChat, requeueReminder, requeueStaffEdit } from './notices';
import { changeStayIf, findBooking } from './repository';
import type { StayChangeColumns } from './repository';

/** The statuses a stay may be changed in. */
export const CHANGEABLE: readonly BookingStatus[] = ['received', 'confirmed', 'checked_in'];

/** Longest reason, in characters. */
export const CHANGE_REASON_MAX = 500;

/** Highest total the owner may set, in so'm: far above any stay, low enough to stay a safe integer in every sum. */
export const CHANGE_PRICE_MAX = 10_000_000_000;

/** Why a change is refused (422 `invalid`): the rule, the field, an English line for an API client, and figures. */
export type ChangeRule =
  | 'reason'
  | 'invalid_date'
  | 'not_a_number'
  | 'unknown_room'
  | 'unchanged'
  | 'checkin_fixed'
  | 'checkin_in_past'
  | 'checkin_too_far'
  | 'checkout_not_after_checkin'
  | 'checkout_in_past'
  | 'stay_too_long'
  | 'guests_out_of_range'
  | 'units_out_of_range'
  | 'too_many_guests'
  | 'price_per_room';

export interface ChangeRefusal {
  rule: ChangeRule;
  field: string;
  message: string;
  /** The figures the console says the refusal from (the rooms a price must divide by, the most rooms of a kind). */
  figures?: Record<string, number | string>;
}

export type ChangeOutcome =
  | { kind: 'changed'; booking: BookingsTable; preview: StayChangePreview }
  | { kind: 'preview'; booking: BookingsTable; preview: StayChangePreview }
  | { kind: 'invalid'; refusal: ChangeRefusal }
  | { kind: 'sold_out'; nights: string[] }
  | { kind: 'invalid_transition'; booking: BookingsTable }
  | { kind: 'unknown' };

// Control characters (but the line break) and bidirectional overrides: what a reason refuses, as the console's other free texts do.
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const REFUSED_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

function refusal(rule: ChangeRule, field: string, message: string, figures?: ChangeRefusal['figures']) {
  return { kind: 'invalid' as const, refusal: { rule, field, message, ...(figures ? { figures } : {}) } };
}

/** A whole number given, or undefined when absent (null counts as absent). */
function wholeOrAbsent(value: unknown): number | undefined | false {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : false;
}

/**
 * The body of a change read strictly: each field absent or of its type, a known room kind, a
 * reason of 1–500 characters (trimmed; line breaks allowed, no other control characters).
 */
export function readChange(
  body: Record<string, unknown>,
  /** A preview prices the change before its reason is written: none may be given yet. */
  reasonOptional = false,
): { kind: 'ask'; ask: StayChangeAsk } | { kind: 'invalid'; refusal: ChangeRefusal } {
  const raw = body.reason;
  const reason = typeof raw === 'string' ? raw.normalize('NFC').replace(/\r\n?/g, '\n').trim() : '';
  const unwritten = reason === '' && (raw === undefined || raw === null || typeof raw === 'string');
  if (
    !(unwritten && reasonOptional) &&
    (reason === '' || reason.length > CHANGE_REASON_MAX || REFUSED_CHARACTERS.test(reason))
  )
    return refusal('reason', 'reason', `reason must be 1 to ${CHANGE_REASON_MAX} characters.`, {
      max: CHANGE_REASON_MAX,
    });
  const ask: StayChangeAsk = { reason };
  for (const field of ['checkin', 'checkout'] as const) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (!isIsoDate(value)) return refusal('invalid_date', field, `${field} must be a date written YYYY-MM-DD.`);
    ask[field] = value;
  }
  for (const field of ['guests', 'roomId', 'units', 'price'] as const) {
    const value = wholeOrAbsent(body[field]);
    if (value === false) return refusal('not_a_number', field, `${field} must be a whole number.`);
    if (value !== undefined) ask[field] = value;
  }
  if (ask.roomId !== undefined && !findRoom(ask.roomId))
    return refusal('unknown_room', 'roomId', 'roomId names no room kind.');
  if (ask.price !== undefined && (ask.price < 0 || ask.price > CHANGE_PRICE_MAX))
    return refusal('not_a_number', 'price', `price must be a whole number of so'm from 0 to ${CHANGE_PRICE_MAX}.`);
  return { kind: 'ask', ask };
}

/** The stay's terms as stored. */
export function termsOf(booking: BookingsTable): StayTerms {
  return {
    checkin: booking.checkin,
    checkout: booking.checkout,
    nights: booking.nights,
    guests: booking.guests,
    roomId: booking.room_id,
    units: booking.units,
    total: booking.total_price,
  };
}

/** One room's stored price of each night, or an empty map for a request stored before nightly prices were kept. */
function storedNightPrices(booking: BookingsTable): Map<string, number> {
  if (!booking.night_prices) return new Map();
  try {
    const nights = JSON.parse(booking.night_prices) as QuoteNight[];
    return new Map(nights.filter((n) => typeof n.price === 'number').map((n) => [n.date, n.price]));
  } catch {
    return new Map();
  }
}

/**
 * The owner's total over the nights: one room's share (`perRoom`) split in whole so'm, the
 * remainder on the last night, so the first night (a first-night deposit's) is the even share and
 * the nights add up to the total exactly.
 */
export function spreadPrice(perRoom: number, dates: readonly string[]): QuoteNight[] {
  const even = Math.floor(perRoom / dates.length);
  const rest = perRoom - even * dates.length;
  return dates.map((date, index) => ({ date, price: even + (index === dates.length - 1 ? rest : 0) }));
}

/** Consecutive nights needing the same number of rooms, as ranges [from, to) for soldOutNights. */
function runs(
  nights: ReadonlyArray<{ night: string; needed: number }>,
): Array<{ from: string; to: string; needed: number }> {
  const out: Array<{ from: string; to: string; needed: number }> = [];
  for (const { night, needed } of nights) {
    const last = out[out.length - 1];
    if (last && last.to === night && last.needed === needed) last.to = addDays(night, 1);
    else out.push({ from: night, to: addDays(night, 1), needed });
  }
  return out;
}

/** What a change would write: the stay's new columns, what the console and the history are told. */
interface Plan {
  kind: 'plan';
  columns: StayChangeColumns;
  preview: StayChangePreview;
}

/**
 * Works a change out against the booking as read (in the caller's transaction, under the booking's
 * lock, when it is to be saved; `lock` then takes the room kind's before its nights are counted).
 * Writes nothing. `preview.deposit` is left null: the caller reads the deposit (BookingHooks).
 */
async function planChange(
  db: Queryable,
  booking: BookingsTable,
  ask: StayChangeAsk,
  now: Date,
  lock: (roomId: number) => Promise<void> = async () => undefined,
): Promise<Plan | Exclude<ChangeOutcome, { kind: 'changed' | 'preview' }>> {
  if (!CHANGEABLE.includes(booking.status) || booking.erased_at) return { kind: 'invalid_transition', booking };
  const today = todayInHotel(now);
  const before = termsOf(booking);
  const roomId = ask.roomId ?? before.roomId;
  const room = findRoom(roomId) as Room;
  const checkin = ask.checkin ?? before.checkin;
  const checkout = ask.checkout ?? before.checkout;
  const guests = ask.guests ?? before.guests;
  const units = ask.units ?? before.units;
  const sameStay =
    checkin === before.checkin &&
    checkout === before.checkout &&
    guests === before.guests &&
    roomId === before.roomId &&
    units === before.units;
  if (sameStay && (ask.price === undefined || ask.price === before.total))
    return refusal('unchanged', 'form', 'The change names nothing that differs from the stay as it is.');

  // The dates, as a new booking's; a guest in the house arrived on their check-in day, which stays.
  const inHouse = booking.status === 'checked_in';
  if (inHouse && checkin !== before.checkin)
    return refusal('checkin_fixed', 'checkin', 'The guest is in the house: their check-in cannot move.');
  if (checkin !== before.checkin) {
    const problem = checkinProblem(checkin, today);
    if (problem) return refusal(problem.code, 'checkin', problem.message);
  }
  const late = checkoutProblem(checkin, checkout);
  if (late) return refusal(late.code, 'checkout', late.message);
  // A guest in the house may leave today (an early departure); any other stay must still have a night ahead.
  if (checkout !== before.checkout && (inHouse ? checkout < today : checkout <= today))
    return refusal('checkout_in_past', 'checkout', 'checkout must not be before today in the hotel.', { today });

  const guestCount = guestsProblem(guests);
  if (guestCount) return refusal('guests_out_of_range', 'guests', guestCount.message);
  // The kind's units are its rooms in use (rooms/), as every count of the inventory.
  const inUse = (await roomUnits(db)).get(room.id) ?? 0;
  const group = groupProblem({ ...room, units: inUse }, units, guests);
  if (group) return refusal(group.code, group.field, group.message, { units: inUse, capacity: room.capacity * units });

  // The price: nights kept keep what the guest agreed to; new nights and a new kind at today's terms.
  const dates = stayNights(checkin, checkout);
  const quote = quoteStay({ ...room, units: inUse }, await loadRatePlan(db), {
    checkin,
    checkout,
    nationality: priceKey(booking),
    units,
  });
  // A guest in the house moved to another kind keeps the nights already spent as they were (before today).
  const spent = (night: string) => night < today;
  const stored = storedNightPrices(booking);
  const keepsPrice = (night: string) => roomId === before.roomId || spent(night);
  let nightPrices: QuoteNight[] = quote.nights.map((night) => ({
    date: night.date,
    price: (keepsPrice(night.date) ? stored.get(night.date) : undefined) ?? night.price,
  }));
  let total = nightPrices.reduce((sum, night) => sum + night.price, 0) * units;
  if (ask.price !== undefined) {
    if (ask.price % units !== 0)
      return refusal('price_per_room', 'price', `A total for ${units} rooms must divide by ${units} in whole so'm.`, {
        units,
      });
    nightPrices = spreadPrice(ask.price / units, dates);
    total = ask.price;
  }

  // What the stay holds now (confirmed or in the house: its rooms on each night of the same kind) and what it adds.
  const takes = booking.status === 'confirmed' || booking.status === 'checked_in';
  const held = new Set(roomId === before.roomId ? stayNights(before.checkin, before.checkout) : []);
  const kept = new Set(dates);
  const nightsAdded = dates.filter((night) => !held.has(night) && !spent(night));
  const nightsFreed = stayNights(before.checkin, before.checkout).filter(
    (night) => (roomId !== before.roomId || !kept.has(night)) && !spent(night),
  );
  if (takes) {
    const needs = dates
      // Nights already spent are over: nothing is sold on them any more, so nothing is checked.
      .map((night) => ({ night, needed: spent(night) ? 0 : held.has(night) ? units - before.units : units }))
      .filter((n) => n.needed > 0);
    if (needs.length > 0) {
      await lock(roomId);
      const full: string[] = [];
      for (const run of runs(needs)) full.push(...(await soldOutNights(db, roomId, run.from, run.to, run.needed)));
      if (full.length > 0) return { kind: 'sold_out', nights: full };
    }
  }
  // A received request holds nothing: whether its new nights could be confirmed is advice, not a refusal.
  const unconfirmable = takes ? [] : await soldOutNights(db, roomId, checkin, checkout, units);

  const after: StayTerms = {
    checkin,
    checkout,
    nights: nightsBetween(checkin, checkout),
    guests,
    roomId,
    units,
    total,
  };
  const waived: StayChangePreview['waived'] = {};
  if (quote.reason === 'min_nights') waived.minNights = quote.minNights ?? 1;
  if (quote.reason === 'closed_to_arrival' && checkin !== before.checkin) waived.closedToArrival = true;
  return {
    kind: 'plan',
    columns: {
      checkin,
      checkout,
      nights: after.nights,
      guests,
      room_id: roomId,
      // The kind's name, as a staff booking has none posted; every message names the room from its id.
      room_title: roomId === before.roomId ? booking.room_title : roomName(roomId, 'en'),
      units,
      total_price: total,
      night_prices: JSON.stringify(nightPrices),
    },
    preview: {
      before,
      after,
      nightPrices,
      priceBy: ask.price === undefined ? 'quote' : 'owner',
      nightsAdded,
      nightsFreed,
      waived,
      ...(unconfirmable.length > 0 ? { unconfirmable } : {}),
      deposit: null,
    },
  };
}

/** The booking as the change would leave it (for the deposit the preview states). */
export function changedRow(booking: BookingsTable, columns: StayChangeColumns): BookingsTable {
  return { ...booking, ...columns };
}

/** What a change would come to, saving nothing (…/change/preview). */
export async function previewChange(
  db: Queryable,
  bookingId: string,
  ask: StayChangeAsk,
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  const booking = await findBooking(db, bookingId);
  if (!booking) return { kind: 'unknown' };
  const plan = await planChange(db, booking, ask, now);
  if (plan.kind !== 'plan') return plan;
  return { kind: 'preview', booking: changedRow(booking, plan.columns), preview: plan.preview };
}

/**
 * Changes the stay under the booking's lock and then its room kind's (the order decide.ts takes
 * them in), records it with who, before → after and why, and tells the guest and the staff chat,
 * all in one transaction.
 */
export function changeStay(
  transact: Transact,
  bookingId: string,
  ask: StayChangeAsk,
  by: Actor,
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  return transact(async (trx) => {
    const found = await lockBooking(trx, bookingId);
    if (!found) return { kind: 'unknown' };
    const plan = await planChange(trx, found, ask, now, (roomId) => lockRoomKind(trx, roomId));
    if (plan.kind !== 'plan') return plan;
    // A stay that was sent as a calendar event (confirmed) gets it again, the same UID, a higher SEQUENCE.
    const sentEvent = found.status !== 'received';
    if (!(await changeStayIf(trx, bookingId, found.status, plan.columns, sentEvent)))
      return { kind: 'invalid_transition', booking: found };
    const booking = (await findBooking(trx, bookingId)) ?? changedRow(found, plan.columns);
    // Its numbered rooms follow (rooms/ fitStay): the nights kept stay in their rooms, the nights
    // dropped are free, the new ones (from today on for a guest in the house) get rooms, under the
    // new kind's lock; a night no room is free for is left unassigned (the chart lists it).
    if (booking.status === 'confirmed' || booking.status === 'checked_in') {
      await lockRoomKind(trx, booking.room_id);
      const today = todayInHotel(now);
      await fitStay(trx, booking, booking.status === 'checked_in' && today > booking.checkin ? today : booking.checkin);
    }
    const record: ChangeRecord = {
      before: plan.preview.before,
      after: plan.preview.after,
      priceBy: plan.preview.priceBy,
      reason: ask.reason,
    };
    await recordEvent(trx, bookingId, { by, action: 'changed', detail: JSON.stringify(record) }, now);
    // One row each per request, queued again per change: it tells the stay as it is when it goes.
    if (booking.email)
      await requeue(trx, bookingId, { channel: 'email', kind: 'changed', recipient: booking.email }, now);
    await queueForChat(trx, bookingId, 'tg_changed', now, true);
    if (booking.status === 'confirmed' && booking.checkin !== found.checkin) await requeueReminder(trx, booking, now);
    await requeueStaffEdit(trx, bookingId, now);
    return { kind: 'changed', booking, preview: plan.preview };
  });
}
