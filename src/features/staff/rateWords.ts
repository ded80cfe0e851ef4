/**
 * The owner's terms written out in the staff member's language: a season, a restriction, the
 * cancellation policy and a line of their history, as the "Prices and rules" page shows them
 * (never as JSON). Dates and prices in the console's own formats.
 */
import { todayInHotel } from '../../domain/dates';
import { latestFirstNight, type CancellationPolicy, type Restriction, type Season } from '../../domain/rates';
import { findRoom } from '../../domain/rooms';
import type { ApiProblem } from '../../store/baseQuery';
import type { LanguageCode } from '../../shared/language/languages';
import type { RatesTexts } from './rates.texts';
import type { RateChange } from './staffApi';
import { formatPrice, formatStay, formatStayDate, roomLabel } from './staffFormat';

/** A span of nights, first to last: one date when they are the same night. */
export function formatNights(from: string, to: string, language: LanguageCode): string {
  return from === to ? formatStayDate(from, language) : formatStay(from, to, language);
}

/**
 * The words for a refusal of the terms' bounds (docs/staff-console.md): 422 too_many_terms (as many
 * seasons or restrictions not yet over as the store keeps), 422 too_far_ahead (a first night
 * past the latest, which the console dates itself with the server's rule) and 422 term_over (a
 * last night already past); null for any other.
 */
export function limitWords(problem: ApiProblem, t: RatesTexts, language: LanguageCode): string | null {
  if (problem.status !== 422) return null;
  if (problem.code === 'too_far_ahead')
    return t.limits.tooFarAhead(formatStayDate(latestFirstNight(todayInHotel()), language));
  if (problem.code === 'term_over') return t.limits.termOver;
  if (problem.code !== 'too_many_terms') return null;
  const kind = problem.details?.kind;
  const limit = problem.details?.limit;
  if ((kind !== 'season' && kind !== 'restriction') || typeof limit !== 'number') return problem.message ?? t.failed;
  return t.limits[kind](limit);
}

/** A season's prices by room kind, in the room catalogue's order: "Standard Single Room: 450,000 so'm / 520,000 so'm". */
export function seasonPriceLines(season: Pick<Season, 'prices'>, language: LanguageCode): string[] {
  return Object.entries(season.prices)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(
      ([roomId, p]) =>
        `${roomLabel(Number(roomId), language)}: ${formatPrice(p.price, language)} / ${formatPrice(p.priceIntl, language)}`,
    );
}

export function describeSeason(season: Season, language: LanguageCode): string {
  const prices = seasonPriceLines(season, language).join('; ');
  return `${season.name}, ${formatNights(season.from, season.to, language)}: ${prices}`;
}

/** What a restriction does, in words: "at least 3 nights, no arrivals". */
export function restrictionRules(restriction: Restriction, t: RatesTexts): string {
  const d = t.restrictions.describe;
  return [
    restriction.minNights ? d.minNights(restriction.minNights) : '',
    restriction.closedToArrival ? d.closedToArrival : '',
    restriction.closed ? d.closed : '',
    restriction.outOfService ? d.outOfService(restriction.outOfService) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** A restriction in one line: its room kind (or all), its nights and what it does. */
export function describeRestriction(restriction: Restriction, t: RatesTexts, language: LanguageCode): string {
  const room = restriction.roomId === null ? t.allRooms : roomLabel(restriction.roomId, language);
  return `${room}, ${formatNights(restriction.from, restriction.to, language)}: ${restrictionRules(restriction, t)}`;
}

export function describePolicy(policy: CancellationPolicy | null, t: RatesTexts): string {
  if (policy === null) return t.policy.describe.unset;
  if (policy.kind === 'none') return t.policy.describe.none;
  return t.policy.describe[policy.unit](policy.before);
}

/** What a line of the history changed, as its heading says it. */
export function changeTitle(change: RateChange, t: RatesTexts): string {
  const w = t.history.what;
  const record = (change.after ?? change.before) as { name?: unknown } | null;
  const name = typeof record?.name === 'string' ? record.name : '';
  if (change.subject === 'season') return change.action === 'delete' ? w.seasonDelete(name) : w.seasonCreate(name);
  if (change.subject === 'restriction') return change.action === 'delete' ? w.restrictionDelete : w.restrictionCreate;
  return w.policy;
}

/** The record before or after a change, in words (`nothing` when there was none). */
export function describeRecord(
  subject: RateChange['subject'],
  record: unknown,
  t: RatesTexts,
  language: LanguageCode,
): string {
  if (subject === 'policy') return describePolicy((record ?? null) as CancellationPolicy | null, t);
  if (record === null || record === undefined) return t.history.nothing;
  if (subject === 'season') return describeSeason(record as Season, language);
  return describeRestriction(record as Restriction, t, language);
}

/** The most units a restriction may take out: the kind's, or for all kinds the largest kind's. */
export function mostUnits(roomId: number | null, rooms: readonly { id: number; units: number }[]): number {
  if (roomId === null) return Math.max(...rooms.map((room) => room.units));
  return findRoom(roomId)?.units ?? 1;
}
