/**
 * The hotel's own commercial terms, as data the owner sets in the staff console: seasons (a price
 * per room kind and nationality rule for a span of nights) and restrictions (minimum stay, no
 * arrival, closed, units out of service). `quoteStay` is the one price: the site's dialog and
 * cards, the server's GET /api/quote and its booking route all call it with the same terms, so
 * what the guest sees is what the server charges. With no season and no restriction it gives
 * exactly the spec's table and its nationality rule (pricing.ts).
 */
import { stayNights } from './availability';
import { BOOKING_LIMITS } from './bookingLimits';
import { addDays, nightsBetween } from './dates';
import type { Room } from './rooms';
import { priceOfNight } from './seasonPrices';

export { priceOfNight, seasonOf } from './seasonPrices';

/** A night's two prices for one room kind, whole so'm. */
export interface SeasonPrice {
  price: number;
  priceIntl: number;
}

/** A span of nights, `from` and `to` both included (a night is named by its date). */
export interface NightSpan {
  from: string;
  to: string;
}

export interface Season extends NightSpan {
  id?: string;
  name: string;
  /** Per room kind (its id as a key); a kind the season leaves out keeps its base price. */
  prices: Readonly<Record<string, SeasonPrice>>;
}

export interface Restriction extends NightSpan {
  id?: string;
  /** One room kind, or every kind (null). */
  roomId: number | null;
  /** A stay that covers any of these nights must last at least this many nights. */
  minNights?: number | null;
  /** No stay may begin on these nights. */
  closedToArrival?: boolean;
  /** Nothing is sold on these nights. */
  closed?: boolean;
  /** Units of the kind (of each kind, for all) out of service on these nights. */
  outOfService?: number | null;
}

/** The terms a quote is computed with: the owner's seasons and restrictions. */
export interface RatePlan {
  seasons: readonly Season[];
  restrictions: readonly Restriction[];
}

export const EMPTY_RATE_PLAN: RatePlan = { seasons: [], restrictions: [] };

export type QuoteReason = 'min_nights' | 'closed_to_arrival' | 'sold_out';

export interface QuoteNight {
  date: string;
  /** What one room of the kind costs that night for this guest, whole so'm. */
  price: number;
}

/** The answer of GET /api/quote. */
export interface Quote {
  roomId: number;
  checkin: string;
  checkout: string;
  units: number;
  nights: QuoteNight[];
  /** Every night's price, times the rooms taken. */
  total: number;
  bookable: boolean;
  reason?: QuoteReason;
  /** With min_nights: the fewest nights this stay must have. */
  minNights?: number;
  /** With sold_out: the nights that cannot be sold. */
  soldOutNights?: string[];
}

function covers(span: NightSpan, night: string): boolean {
  return span.from <= night && night <= span.to;
}

function appliesTo(restriction: Restriction, roomId: number): boolean {
  return restriction.roomId === null || restriction.roomId === roomId;
}

/** Units of the kind out of service on `night` (every restriction that says so adds its own). */
export function unitsOutOfService(plan: RatePlan, roomId: number, night: string): number {
  let out = 0;
  for (const r of plan.restrictions)
    if (r.outOfService && appliesTo(r, roomId) && covers(r, night)) out += r.outOfService;
  return out;
}

/** Whether nothing of the kind is sold on `night`: closed, or every unit out of service. */
export function isNightClosed(plan: RatePlan, room: Pick<Room, 'id' | 'units'>, night: string): boolean {
  return (
    plan.restrictions.some((r) => r.closed === true && appliesTo(r, room.id) && covers(r, night)) ||
    unitsOutOfService(plan, room.id, night) >= room.units
  );
}

/** The fewest nights a stay over these nights must last (1 when no restriction says more). */
export function minimumStay(plan: RatePlan, roomId: number, nights: readonly string[]): number {
  let min = 1;
  for (const r of plan.restrictions) {
    if (!r.minNights || r.minNights <= min || !appliesTo(r, roomId)) continue;
    if (nights.some((night) => covers(r, night))) min = r.minNights;
  }
  return min;
}

/** Whether no stay may begin on `night`. */
export function isClosedToArrival(plan: RatePlan, roomId: number, night: string): boolean {
  return plan.restrictions.some((r) => r.closedToArrival === true && appliesTo(r, roomId) && covers(r, night));
}

/**
 * The nights of the stay that cannot sell `units` rooms by the terms alone: closed, or too few
 * units left in service (bookings already taken are the server's to count on top).
 */
export function unsellableNights(
  plan: RatePlan,
  room: Pick<Room, 'id' | 'units'>,
  nights: readonly string[],
  units: number,
): string[] {
  return nights.filter(
    (night) => isNightClosed(plan, room, night) || room.units - unitsOutOfService(plan, room.id, night) < units,
  );
}

/**
 * The price of a stay under the plan: each night's price, the total (times the rooms taken), and
 * whether the terms allow it, with the first reason they do not (no arrival that day, then too
 * few nights, then a night that is not sold). Dates are assumed valid, checkout after checkin.
 */
export function quoteStay(
  room: Pick<Room, 'id' | 'price' | 'priceIntl' | 'units'>,
  plan: RatePlan,
  stay: { checkin: string; checkout: string; nationality: string | null | undefined; units?: number },
): Quote {
  const units = stay.units ?? 1;
  const dates = stayNights(stay.checkin, stay.checkout);
  // Only the terms that touch this stay and this room kind: a year's plan has hundreds.
  const last = dates[dates.length - 1] ?? stay.checkin;
  const meets = (span: NightSpan) => span.from <= last && stay.checkin <= span.to;
  const terms: RatePlan = {
    seasons: plan.seasons.filter(meets),
    restrictions: plan.restrictions.filter((r) => appliesTo(r, room.id) && meets(r)),
  };
  const nights = dates.map((date) => ({ date, price: priceOfNight(room, terms, date, stay.nationality) }));
  const total = nights.reduce((sum, night) => sum + night.price, 0) * units;
  const quote: Quote = {
    roomId: room.id,
    checkin: stay.checkin,
    checkout: stay.checkout,
    units,
    nights,
    total,
    bookable: true,
  };
  if (isClosedToArrival(terms, room.id, stay.checkin))
    return { ...quote, bookable: false, reason: 'closed_to_arrival' };
  const min = minimumStay(terms, room.id, dates);
  if (nightsBetween(stay.checkin, stay.checkout) < min)
    return { ...quote, bookable: false, reason: 'min_nights', minNights: min };
  const unsellable = unsellableNights(terms, room, dates, units);
  if (unsellable.length > 0) return { ...quote, bookable: false, reason: 'sold_out', soldOutNights: unsellable };
  return quote;
}

/**
 * The nights a guest may book from `today` (the hotel's date): check-in up to
 * `BOOKING_LIMITS.maxDaysAhead` days ahead, a stay of up to `maxNights` nights, so the last night
 * is today + 730 + 89. No quote the site or the server makes reads a term outside it.
 */
export function bookingWindow(today: string): NightSpan {
  return { from: today, to: addDays(today, BOOKING_LIMITS.maxDaysAhead + BOOKING_LIMITS.maxNights - 1) };
}

/**
 * The terms the site is given (GET /api/rates and a page's data block): only those that touch the
 * booking window, one night more at its end (a page rendered, or an answer cached, just before
 * the hotel's midnight still prices the window of the day after, until it is rendered again).
 * Past terms and those beyond are left out; a term is kept whole, so every quote within the
 * window is the same as on the whole plan (docs/rates.md, "Bounded terms").
 */
export function termsInWindow<P extends RatePlan>(plan: P, today: string): P {
  const window = bookingWindow(today);
  const last = addDays(window.to, 1);
  const touches = (span: NightSpan) => span.to >= window.from && span.from <= last;
  return { ...plan, seasons: plan.seasons.filter(touches), restrictions: plan.restrictions.filter(touches) };
}

/**
 * The terms as the site is given them (GET /api/rates and a page's data block): those in the
 * booking window (termsInWindow), each with only what a price or a stay rule reads. No id (the
 * console has its own routes), a restriction without its unset rules: with the most terms the
 * store keeps, the ids alone were half the compressed payload (docs/rates.md, "Bounded terms").
 */
export function siteTerms<P extends RatePlan>(plan: P, today: string): P {
  const terms = termsInWindow(plan, today);
  return {
    ...terms,
    seasons: terms.seasons.map(({ name, from, to, prices }) => ({ name, from, to, prices })),
    restrictions: terms.restrictions.map(({ roomId, from, to, minNights, closedToArrival, closed, outOfService }) => ({
      roomId,
      from,
      to,
      ...(minNights ? { minNights } : {}),
      ...(closedToArrival ? { closedToArrival } : {}),
      ...(closed ? { closed } : {}),
      ...(outOfService ? { outOfService } : {}),
    })),
  };
}

/**
 * How many seasons and restrictions may be stored that are not over yet (their last night today
 * or later; past ones are history and count for nothing). A six-room hotel sets a few seasons a
 * year and a restriction a week or so: 100 seasons over the two and a quarter years a guest may
 * book ahead and the year after (latestFirstNight) is one every twelve nights, 500 restrictions
 * one every other night or so. At
 * both, GET /api/rates and a priced page stay within their weight budgets (docs/rates.md,
 * "Bounded terms"; __tests__/server/boundedTerms.test.ts and __tests__/rates/termsWeight.test.tsx). Past either the staff routes answer 422 too_many_terms (server/availability/rates.ts).
 */
export const TERM_LIMITS = { season: 100, restriction: 500 } as const;

/**
 * The latest first night a season or restriction may have: a year past the booking window's end
 * (a season in 2067 is a typo, and would be carried by no page until the window reaches it).
 */
export function latestFirstNight(today: string): string {
  return addDays(bookingWindow(today).to, 365);
}

/** Nights that cost the same, run together: what the dialog shows as "2 nights × 600 000 so'm". */
export interface PriceBand {
  nights: number;
  price: number;
}

/** The stay's price bands in the order their first nights come; one band when every night costs the same. */
export function priceBands(nights: readonly QuoteNight[]): PriceBand[] {
  const bands: PriceBand[] = [];
  for (const night of nights) {
    const band = bands.find((b) => b.price === night.price);
    if (band) band.nights += 1;
    else bands.push({ nights: 1, price: night.price });
  }
  return bands;
}

/** The season among `seasons` (other than `except`) whose nights meet `span`'s, if any. */
export function overlappingSeason(seasons: readonly Season[], span: NightSpan, except?: string): Season | undefined {
  return seasons.find((s) => s.id !== except && s.from <= span.to && span.from <= s.to);
}

/**
 * The owner's cancellation policy: free cancellation until `before` days or hours before
 * arrival, or none at all (every cancellation is late). Until the owner sets one (null), the
 * spec's sentence stands and every cancellation before the stay is free.
 */
export type CancellationPolicy = { kind: 'free'; before: number; unit: 'days' | 'hours' } | { kind: 'none' };

/** The hotel's clock is UTC+05:00 all year (dates.ts). */
export const HOTEL_OFFSET_MS = 5 * 60 * 60 * 1000;

/**
 * The last moment a stay from `checkin` may be cancelled free of charge (a Date), counted back
 * from the start of the arrival day in the hotel (00:00, Asia/Tashkent); null when cancelling is
 * never free (policy none) and undefined while no policy is set (always free before the stay).
 */
export function freeCancellationUntil(policy: CancellationPolicy | null, checkin: string): Date | null | undefined {
  if (policy === null) return undefined;
  if (policy.kind === 'none') return null;
  const arrival = Date.parse(`${checkin}T00:00:00Z`) - HOTEL_OFFSET_MS;
  const hours = policy.unit === 'days' ? policy.before * 24 : policy.before;
  return new Date(arrival - hours * 60 * 60 * 1000);
}

/** Whether cancelling at `now` is past the free deadline of the policy (a late cancellation). */
export function isLateCancellation(policy: CancellationPolicy | null, checkin: string, now: Date): boolean {
  const until = freeCancellationUntil(policy, checkin);
  if (until === undefined) return false;
  return until === null || now.getTime() > until.getTime();
}
