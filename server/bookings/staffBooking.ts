/**
 * A booking the staff take by phone or at the desk: the site's fields, validated by the site's
 * own rules (validateBooking) with the nights and the price computed here, confirmed at once
 * and stored with its source. Under the room kind's lock it takes its units only if they are
 * free on every night (then the site stops selling them); the guest, when they gave an email,
 * gets the "confirmed" email.
 */
import { randomUUID } from 'node:crypto';
import type { BookingSource } from '../../src/domain/booking';
import { pricingNationality, validateBooking } from '../../src/domain/bookingRules';
import type { BookingRefusal } from '../../src/domain/bookingRules';
import { resolveNationality } from '../../src/domain/countries';
import { isIsoDate, nightsBetween } from '../../src/domain/dates';
import { DEFAULT_UNITS } from '../../src/domain/groups';
import { totalPrice } from '../../src/domain/pricing';
import { findRoom } from '../../src/domain/rooms';
import { lockRoomKind, soldOutNights } from '../availability';
import { assignStay, roomUnits } from '../rooms';
import type { Transact, BookingsTable } from '../db';
import { enqueue } from '../notify';
import { queueReminder } from './notices';
import { freshReference, quoteBooking } from './create';
import { recordEvent } from './history';
import type { Actor } from './history';
import { insertBooking } from './repository';

/** The sources staff may give. */
export const STAFF_SOURCES: readonly BookingSource[] = ['phone', 'desk'];

export type StaffBookingOutcome =
  | { kind: 'created'; booking: BookingsTable }
  | { kind: 'invalid'; problem: BookingRefusal }
  | { kind: 'sold_out'; nights: string[] };

/** Fields the server computes itself: a staff body never sets them. */
const COMPUTED = new Set(['roomTitle', 'nights', 'totalPrice', 'website', 'source']);

/** The site's booking body for a staff body: its own fields, and the nights and total as the site would send them. */
export function siteBody(body: Record<string, unknown>): Record<string, unknown> {
  const own = Object.fromEntries(Object.entries(body).filter(([field]) => !COMPUTED.has(field)));
  const { roomId, checkin, checkout } = body;
  const room = typeof roomId === 'number' ? findRoom(roomId) : undefined;
  const nights = isIsoDate(checkin) && isIsoDate(checkout) ? Math.max(0, nightsBetween(checkin, checkout)) : 0;
  const nationality = typeof body.nationality === 'string' && body.nationality.trim() !== '' ? body.nationality : null;
  const units = typeof body.units === 'number' && Number.isSafeInteger(body.units) ? body.units : DEFAULT_UNITS;
  const total = room
    ? totalPrice(
        room,
        pricingNationality({ nationality, nationalityCode: resolveNationality(nationality) }),
        nights,
        units,
      )
    : 0;
  return {
    ...own,
    roomTitle: room ? String(room.id) : '-',
    email: body.email ?? null,
    nationality: body.nationality ?? null,
    nights,
    totalPrice: total,
    website: '',
  };
}

/** Validates and stores a phone or desk booking, confirmed at once by `by`. */
export function createStaffBooking(
  transact: Transact,
  body: Record<string, unknown>,
  source: BookingSource,
  by: Actor,
  now: Date = new Date(),
): Promise<StaffBookingOutcome> {
  return transact(async (trx) => {
    // Up to the kind's rooms in use (the owner adds and retires rooms), read in the transaction.
    const inUse = await roomUnits(trx);
    const result = validateBooking(siteBody(body), { checkTotal: false, kindUnits: (roomId) => inUse.get(roomId) });
    if (!result.ok) return { kind: 'invalid', problem: result.problem };
    const valid = result.value;
    await lockRoomKind(trx, valid.roomId);
    const nights = await soldOutNights(trx, valid.roomId, valid.checkin, valid.checkout, valid.units);
    if (nights.length > 0) return { kind: 'sold_out', nights };
    // Priced with the owner's seasons like a guest's request; a minimum stay or a closed
    // arrival is the staff's own to waive (closed and out-of-service nights are sold out above).
    const quote = await quoteBooking(trx, valid);
    const iso = now.toISOString();
    const row: BookingsTable = {
      id: randomUUID(),
      reference: await freshReference(trx),
      ics_sequence: 0,
      created_at: iso,
      status: 'confirmed',
      room_id: valid.roomId,
      room_title: valid.roomTitle,
      guest_name: valid.guestName,
      phone: valid.phone,
      email: valid.email,
      nationality: valid.nationality,
      nationality_code: valid.nationalityCode,
      checkin: valid.checkin,
      checkout: valid.checkout,
      nights: valid.nights,
      guests: valid.guests,
      units: valid.units,
      total_price: quote.total,
      night_prices: JSON.stringify(quote.nights),
      lang: valid.lang,
      // The guest follows it by phone or email: no status token is given, so none is kept.
      status_token_hash: null,
      decided_at: iso,
      decided_by_id: by.id,
      decided_by_name: by.name,
      decline_reason: null,
      cancelled_at: null,
      staff_chat_id: null,
      staff_message_id: null,
      client_address: null,
      source,
    };
    await insertBooking(trx, row);
    // Its numbered rooms, under the kind's lock, as a confirmation assigns them (decide.ts).
    await assignStay(trx, row);
    if (row.email) await enqueue(trx, row.id, [{ channel: 'email', kind: 'decision', recipient: row.email }], now);
    // The reminder the day before arrival, by email (no chat can follow a desk booking).
    await queueReminder(trx, row, now, 'email');
    await recordEvent(trx, row.id, { by, action: 'created', detail: source }, now);
    return { kind: 'created', booking: row };
  });
}
