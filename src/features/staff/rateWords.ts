/**
 * The owner's terms written out in the staff member's language: a season, a restriction, the
 * cancellation policy and a line of their history, as the "Prices and rules" page shows them
 * (never as JSON). Dates and prices in the console's own formats.
 */
import { isIsoDate, todayInHotel } from '../../domain/dates';
import {
  latestFirstNight,
  overlappingSeason,
  type CancellationPolicy,
  type NightSpan,
  type Restriction,
  type Season,
} from '../../domain/rates';
import { findRoom } from '../../domain/rooms';
import type { ApiProblem } from '../../store/baseQuery';
import type { LanguageCode } from '../../shared/language/languages';
import type { RatesTexts } from './rates.texts';
import type { ConflictBooking, RateChange } from './staffApi';
import { formatPrice, formatStay, formatStayDate, roomLabel } from './staffFormat';

/** A span of nights, first to last: one date when they are the same night. */
export function formatNights(from: string, to: string, language: LanguageCode): string {
  return from === to ? formatStayDate(from, language) : formatStay(from, to, language);
}

/** A refusal in the console's words, and the field of the form it is said under (none: under the form). */
export interface Refusal {
  words: string;
  field?: 'from' | 'to';
}

/**
 * The console's own words for a refusal of the owner's terms, from the server's code and figures,
 * never its message (docs/staff-console.md): 422 too_many_terms (`kind`, `limit`) under the form,
 * 422 too_far_ahead under the first night (the latest one dated by the console with the server's
 * rule), 422 term_over under the last night, 409 revert_gone, and 409 conflict (a removed restriction
 * brought back over nights sold since: the guests it would leave without a room, from `bookings`
 * and `blocked`). Null for any other code: a 400 on a field is said by the form's field, a season's
 * overlap by overlapWords (it needs the list of seasons).
 */
export function termRefusal(problem: ApiProblem, t: RatesTexts, language: LanguageCode): Refusal | null {
  const details = problem.details ?? {};
  switch (problem.code) {
    case 'too_far_ahead': {
      // The server sends the date as a figure; without it the console dates it by the same rule.
      const latest = isIsoDate(details.latest) ? details.latest : latestFirstNight(todayInHotel());
      return { words: t.limits.tooFarAhead(formatStayDate(latest, language)), field: 'from' };
    }
    case 'term_over':
      return { words: t.limits.termOver, field: 'to' };
    case 'too_many_terms': {
      const { kind, limit } = details;
      const known = (kind === 'season' || kind === 'restriction') && typeof limit === 'number';
      return { words: known ? t.limits[kind](limit) : t.failed };
    }
    case 'revert_gone':
      return { words: t.history.gone };
    case 'conflict':
      return { words: conflictWords(details, t) };
    default:
      return null;
  }
}

/** A refusal for nights already sold, in one paragraph: what it is, the guests left without a room, other channels' nights, the advice. */
function conflictWords(details: Record<string, unknown>, t: RatesTexts): string {
  const c = t.restrictionConflict;
  const bookings = Array.isArray(details.bookings) ? (details.bookings as Partial<ConflictBooking>[]) : [];
  const blocked = Array.isArray(details.blocked)
    ? (details.blocked as { count?: unknown }[]).reduce(
        (sum, b) => sum + (typeof b.count === 'number' ? b.count : 0),
        0,
      )
    : 0;
  const guests = bookings.map((b) => `${b.guestName ?? ''} (${b.reference ?? ''})`).join(', ');
  return [`${c.title}.`, guests ? c.guests(guests) : '', blocked > 0 ? c.blocked(blocked) : '', c.question]
    .filter(Boolean)
    .join(' ');
}

/** The season the server named in a season_overlap refusal (`other`: name, from, to), when well formed. */
function reportedSeason(details: Record<string, unknown> | undefined): Pick<Season, 'name' | 'from' | 'to'> | null {
  const other = details?.other as Record<string, unknown> | undefined;
  return typeof other?.name === 'string' && isIsoDate(other.from) && isIsoDate(other.to)
    ? { name: other.name, from: other.from, to: other.to }
    : null;
}

/**
 * A season refused for nights another already has (409 season_overlap), under the first night:
 * the other season as the server named it (`details.other`), else from the console's list when
 * it is there (`except`: the season itself, when one deleted is brought back), else in general words.
 */
export function overlapWords(
  seasons: readonly Season[],
  span: NightSpan,
  t: RatesTexts,
  language: LanguageCode,
  except?: string,
  details?: Record<string, unknown>,
): Refusal {
  const other = reportedSeason(details) ?? overlappingSeason(seasons, span, except);
  const words = other
    ? t.seasons.errors.overlap(other.name, formatNights(other.from, other.to, language))
    : t.seasons.errors.overlapAny;
  return { words, field: 'from' };
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
