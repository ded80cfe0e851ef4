/**
 * A new booking request: validation, the replay of a request already accepted (same
 * Idempotency-Key and body), the sold-out check, a place in the shared budget of new bookings
 * (security.ts), then in one transaction the booking, its outbox rows (staff Telegram, staff
 * email and, within its budgets, the guest's email) and the stored answer. The guest's status
 * token is given with the answer, and again, the same, to a replay of it; only its hash is kept.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { BookingAnswer } from '../../src/domain/booking';
import { pricingNationality, validateBooking } from '../../src/domain/bookingRules';
import { DEFAULT_UNITS } from '../../src/domain/groups';
import { quoteStay } from '../../src/domain/rates';
import type { Quote, RatePlan } from '../../src/domain/rates';
import { newReference } from '../../src/domain/reference';
import { findRoom } from '../../src/domain/rooms';
import type { ValidBooking } from '../../src/domain/bookingRules';
import { soldOutNights } from '../availability';
import { roomUnits } from '../rooms';
import { loadRatePlan } from '../terms';
import type { Config } from '../config';
import type { Transact, BookingsTable, Store } from '../db';
import { fingerprint } from '../idempotency';
import type { IdempotencyStore, IdempotentOutcome } from '../idempotency';
import { SHARED_BUDGET_REFUSAL } from '../security';
import type { BookingBudget } from '../security';
import { enqueue } from '../notify';
import { notificationsFor } from './notices';
import { insertBooking, referenceTaken, setStatusTokenHash } from './repository';
import type { Queryable } from './repository';
import { derivedStatusToken, mintStatusToken, newTokenSeed } from './statusToken';

/** What the booking calls need: reads, durable writes, the stored answers, the shared budget and the mail limits. */
export interface BookingDeps {
  store: Store;
  transact: Transact;
  idempotency: IdempotencyStore;
  /** New bookings per minute from all clients together, shared fairly (one server's, or the store's). */
  budget: BookingBudget;
  config: Pick<Config, 'hotelEmail' | 'guestEmailsPerHour'>;
}

/** A request refused before anything is stored, with the API's status and error. */
export interface Refusal {
  status: 400 | 409 | 422 | 429;
  code: string;
  message: string;
  field?: string;
  /** Sent as Retry-After. */
  retryAfterSeconds?: number;
}

/** Refused, or answered: freshly stored (`fresh`), replayed, or an Idempotency-Key conflict. */
export type CallResult = { kind: 'refused'; refusal: Refusal } | { kind: 'answered'; outcome: IdempotentOutcome };

function toRow(
  id: string,
  reference: string,
  booking: ValidBooking,
  now: Date,
  tokenHash: string,
  client: string,
  quote: Quote,
): BookingsTable {
  return {
    id,
    reference,
    ics_sequence: 0,
    created_at: now.toISOString(),
    status: 'received',
    room_id: booking.roomId,
    room_title: booking.roomTitle,
    guest_name: booking.guestName,
    phone: booking.phone,
    email: booking.email,
    nationality: booking.nationality,
    nationality_code: booking.nationalityCode,
    checkin: booking.checkin,
    checkout: booking.checkout,
    nights: booking.nights,
    guests: booking.guests,
    units: booking.units,
    total_price: booking.totalPrice,
    lang: booking.lang,
    status_token_hash: tokenHash,
    decided_at: null,
    decided_by_id: null,
    decided_by_name: null,
    decline_reason: null,
    cancelled_at: null,
    staff_chat_id: null,
    staff_message_id: null,
    client_address: client,
    night_prices: JSON.stringify(quote.nights),
    privacy_version: booking.privacyNotice,
    privacy_accepted_at: booking.privacyNotice === null ? null : now.toISOString(),
  };
}

/** A sum as the site writes it: 1 200 000 so'm. */
function groupedSom(sum: number): string {
  return `${String(sum).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} so'm`;
}

/**
 * The server's quote of a validated request, with the owner's terms of now (`plan`, when the
 * caller has read them already for its availability check, else read here).
 */
export async function quoteBooking(db: Queryable, booking: ValidBooking, plan?: RatePlan): Promise<Quote> {
  const room = findRoom(booking.roomId);
  if (!room) throw new Error(`Unknown room ${booking.roomId}`);
  // The kind's units are its rooms in use (rooms/), as every count of the inventory.
  const units = (await roomUnits(db)).get(room.id) ?? 0;
  return quoteStay({ ...room, units }, plan ?? (await loadRatePlan(db)), {
    checkin: booking.checkin,
    checkout: booking.checkout,
    nationality: pricingNationality(booking),
    units: booking.units,
  });
}

/** Why the owner's terms refuse the request (or its price is not theirs), or null when they allow it. */
export function termsRefusal(booking: ValidBooking, quote: Quote): Refusal | null {
  if (quote.reason === 'closed_to_arrival')
    return {
      status: 422,
      code: 'closed_to_arrival',
      message: `No stay may begin on ${booking.checkin} in this room kind.`,
      field: 'checkin',
    };
  if (quote.reason === 'min_nights')
    return {
      status: 422,
      code: 'min_nights',
      message: `A stay over these nights must last at least ${quote.minNights ?? 2} nights.`,
      field: 'checkout',
    };
  if (quote.reason === 'sold_out')
    return {
      status: 409,
      code: 'sold_out',
      message: `This room kind is not sold on ${(quote.soldOutNights ?? []).join(', ')}.`,
      field: 'checkin',
    };
  if (booking.totalPrice !== quote.total)
    return {
      status: 409,
      code: 'price_changed',
      message: `The price of this stay is now ${groupedSom(quote.total)}; send the new total to book it.`,
      field: 'totalPrice',
    };
  return null;
}

/**
 * A reference no booking holds yet. A collision is rare (10⁹ codes), so a few draws suffice; the
 * unique index still refuses the insert should two requests draw the same one at once.
 */
export async function freshReference(
  db: Queryable,
  draw: () => string = () => newReference(randomInt),
): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const reference = draw();
    if (!(await referenceTaken(db, reference))) return reference;
  }
  throw new Error('No free booking reference after 8 draws');
}

/** The answer stored with an Idempotency-Key: the API's, and (never sent) the seed of its status token. */
type StoredBookingAnswer = BookingAnswer & { statusTokenSeed?: string };

/** The answer as sent: the stored one without its seed, with the status token. */
function sentAnswer(
  outcome: Extract<IdempotentOutcome, { type: 'fresh' | 'replay' }>,
  token: string,
): IdempotentOutcome {
  const body: StoredBookingAnswer = { ...(outcome.answer.body as StoredBookingAnswer) };
  delete body.statusTokenSeed;
  return { ...outcome, answer: { ...outcome.answer, body: { ...body, statusToken: token } } };
}

/**
 * The status token goes to the guest, never into the stored answer: the store keeps only its
 * hash. A replayed 201 (its first answer was lost) gets the same token again, derived from the
 * key, the request and the stored seed (statusToken.ts), so no copy of it goes stale. An answer
 * stored before seeds were kept gets a new token whose hash replaces the old.
 */
async function withStatusToken(
  deps: BookingDeps,
  outcome: IdempotentOutcome,
  token: string,
  request: { key: string; hash: string } | undefined,
): Promise<IdempotentOutcome> {
  if (outcome.type === 'fresh') return sentAnswer(outcome, token);
  if (outcome.type !== 'replay' || outcome.answer.status !== 201) return outcome;
  const body = outcome.answer.body as StoredBookingAnswer;
  if (body.statusTokenSeed !== undefined && request !== undefined) {
    return sentAnswer(outcome, derivedStatusToken(request.key, request.hash, body.id, body.statusTokenSeed).token);
  }
  const fresh = mintStatusToken();
  const updated = await deps.transact((trx) => setStatusTokenHash(trx, body.id, fresh.hash));
  // A booking since erased or removed: the stored answer as it was, with no token to give.
  if (!updated) return outcome;
  return { ...outcome, answer: { ...outcome.answer, body: { ...body, statusToken: fresh.token } } };
}

/**
 * What an Idempotency-Key is bound to: the validated request. One room is fingerprinted without
 * `units`, as before groups, so a body with `units: 1` is the same request as one without, and
 * a retry across the upgrade still finds its answer; any other count is another request (422).
 */
export function requestFingerprint(booking: ValidBooking): string {
  // The notice accepted is a record of the request, not part of it: keys stored before it still match.
  const spec: Partial<ValidBooking> = { ...booking };
  delete spec.privacyNotice;
  if (booking.units === DEFAULT_UNITS) delete spec.units;
  return fingerprint(spec);
}

/** The store's shared budget refused the booking inside its transaction: nothing is stored. */
class OverBudget extends Error {}

/** The answer stored for this key and request, with a new status token; nothing when there is none. */
async function replay(deps: BookingDeps, key: string, booking: ValidBooking): Promise<CallResult | undefined> {
  const hash = requestFingerprint(booking);
  const earlier = await deps.idempotency.replayOf('booking', key, hash);
  return earlier ? { kind: 'answered', outcome: await withStatusToken(deps, earlier, '', { key, hash }) } : undefined;
}

/**
 * Stores a booking request (the body as posted) from `client` (security.ts clientKey) and queues
 * its notifications, at most once per key.
 */
export async function createBooking(
  deps: BookingDeps,
  body: unknown,
  key: string | undefined,
  client: string,
): Promise<CallResult> {
  // The total is the server's to price (the owner's seasons): a difference is 409 price_changed below.
  // A request may take up to the kind's rooms in use (the owner adds and retires rooms).
  const inUse = await roomUnits(deps.store);
  const kindUnits = (roomId: number) => inUse.get(roomId);
  const result = validateBooking(body, { checkTotal: false, kindUnits });
  if (!result.ok) {
    // A retry of a request that was accepted (its answer lost) gets that answer, even when a
    // rule no longer holds: past midnight in Tashkent its check-in may now be "in the past".
    if (key !== undefined && result.problem.code === 'checkin_in_past') {
      const relaxed = validateBooking(body, { allowPastCheckin: true, checkTotal: false, kindUnits });
      const earlier = relaxed.ok ? await replay(deps, key, relaxed.value) : undefined;
      if (earlier) return earlier;
    }
    return { kind: 'refused', refusal: { status: 400, ...result.problem } };
  }
  const booking = result.value;
  // A retry of an accepted request gets its answer even if the room has sold out since.
  const earlier = key === undefined ? undefined : await replay(deps, key, booking);
  if (earlier) return earlier;
  // The owner's terms, read once: the price and the availability check below both use them.
  const plan = await loadRatePlan(deps.store);
  const quote = await quoteBooking(deps.store, booking, plan);
  const refused = termsRefusal(booking, quote);
  if (refused) return { kind: 'refused', refusal: refused };
  // Received requests take no night, so this is advice, not a reservation: staff confirm
  // (or not) with the same rule, under a lock.
  const full = await soldOutNights(deps.store, booking.roomId, booking.checkin, booking.checkout, booking.units, plan);
  if (full.length > 0) {
    const what =
      booking.units === DEFAULT_UNITS
        ? 'No room of this kind is'
        : `Fewer than ${booking.units} rooms of this kind are`;
    return {
      kind: 'refused',
      refusal: { status: 409, code: 'sold_out', message: `${what} free on ${full.join(', ')}.`, field: 'checkin' },
    };
  }

  // Only a request about to be stored spends the shared budget; one that stores nothing after
  // all (its key is taken meanwhile, or the store fails) gives its place back.
  const place = deps.budget.take(client);
  if (place === null) return { kind: 'refused', refusal: { ...SHARED_BUDGET_REFUSAL } };
  // The fingerprint is of the validated request, never of the raw body (whatever its depth).
  const hash = requestFingerprint(booking);
  const id = randomUUID();
  // With a key, the token can be given again to a replay: it is derived, from a seed stored with the answer.
  const seed = key === undefined ? undefined : newTokenSeed();
  const token = key === undefined || seed === undefined ? mintStatusToken() : derivedStatusToken(key, hash, id, seed);
  const { config } = deps;
  let stored: IdempotentOutcome;
  try {
    stored = await deps.idempotency.run('booking', key, hash, async (trx) => {
      const now = new Date();
      // Several servers on one PostgreSQL: the store's count of the minute's bookings has the last word.
      if (!(await deps.budget.admits(trx, client, now))) throw new OverBudget();
      const row = toRow(id, await freshReference(trx), booking, now, token.hash, client, quote);
      await insertBooking(trx, row);
      // The guest's email waits its turn in the outbox when strangers have spent the hour's budget.
      await enqueue(trx, row.id, notificationsFor(row, config), now);
      const answer: StoredBookingAnswer = {
        id: row.id,
        reference: row.reference,
        status: row.status,
        ...(seed === undefined ? {} : { statusTokenSeed: seed }),
      };
      return { status: 201, body: answer };
    });
  } catch (error) {
    place.release();
    if (!(error instanceof OverBudget)) throw error;
    // A retry whose first try was stored meanwhile still gets its answer.
    const earlier = key === undefined ? undefined : await replay(deps, key, booking);
    return earlier ?? { kind: 'refused', refusal: { ...SHARED_BUDGET_REFUSAL } };
  }
  if (stored.type !== 'fresh') place.release();
  return {
    kind: 'answered',
    outcome: await withStatusToken(deps, stored, token.token, key === undefined ? undefined : { key, hash }),
  };
}
