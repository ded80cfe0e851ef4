/**
 * The hotel's terms in the store: the owner's seasons and restrictions (read together as the
 * RatePlan that src/domain/rates.ts prices with), the cancellation policy, and the log of every
 * change to them (who, when, the record before and after), from which a change can be reverted.
 * Each change is written with its log line in the caller's transaction.
 */
import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import type { Insertable, Transaction } from 'kysely';
import { isIsoDate, nightsBetween, todayInHotel } from '../../src/domain/dates';
import { TERM_LIMITS, latestFirstNight, overlappingSeason } from '../../src/domain/rates';
import type { CancellationPolicy, NightSpan, RatePlan, Restriction, Season, SeasonPrice } from '../../src/domain/rates';
import { ROOMS, findRoom } from '../../src/domain/rooms';
import type { RateOverrode } from '../../src/domain/staffApi';
import type { Database, Queryable, RateChangesTable, RateRestrictionsTable, RateSeasonsTable } from '../db';

/** Who changed the terms: `staff:<id>` and the name shown. */
export interface RateActor {
  id: string;
  name: string;
}

/** A season or restriction as stored: with its id. */
export type StoredSeason = Season & { id: string };
export type StoredRestriction = Restriction & { id: string };

export type { CancellationPolicy };

const POLICY = 'cancellation_policy';
/** The longest span one season or restriction may have, in nights (two years). */
export const MAX_SPAN_NIGHTS = 731;
/** The highest price per night the console accepts, whole so'm (a typo guard, not a rule). */
export const MAX_NIGHT_PRICE = 100_000_000;

function seasonOf(row: RateSeasonsTable): StoredSeason {
  return {
    id: row.id,
    name: row.name,
    from: row.first_night,
    to: row.last_night,
    prices: JSON.parse(row.prices) as Record<string, SeasonPrice>,
  };
}

function restrictionOf(row: RateRestrictionsTable): StoredRestriction {
  return {
    id: row.id,
    roomId: row.room_id === null ? null : Number(row.room_id),
    from: row.first_night,
    to: row.last_night,
    minNights: row.min_nights === null ? null : Number(row.min_nights),
    closedToArrival: Number(row.closed_to_arrival) === 1,
    closed: Number(row.closed) === 1,
    outOfService: row.out_of_service === null ? null : Number(row.out_of_service),
  };
}

export async function listSeasons(db: Queryable): Promise<StoredSeason[]> {
  const rows = await db.selectFrom('rate_seasons').selectAll().orderBy('first_night').execute();
  return rows.map(seasonOf);
}

export async function listRestrictions(db: Queryable): Promise<StoredRestriction[]> {
  const rows = await db.selectFrom('rate_restrictions').selectAll().orderBy('first_night').orderBy('id').execute();
  return rows.map(restrictionOf);
}

/** Every season and restriction: the terms every quote is priced with. */
export async function loadRatePlan(db: Queryable): Promise<RatePlan> {
  const [seasons, restrictions] = await Promise.all([listSeasons(db), listRestrictions(db)]);
  return { seasons, restrictions };
}

/** The cancellation policy, or null while the owner has set none (the spec's sentence stands). */
export async function loadPolicy(db: Queryable): Promise<CancellationPolicy | null> {
  const row = await db.selectFrom('hotel_settings').select('value').where('name', '=', POLICY).executeTakeFirst();
  return row ? (JSON.parse(row.value) as CancellationPolicy) : null;
}

async function logChange(
  trx: Transaction<Database>,
  by: RateActor,
  change: Pick<RateChangesTable, 'subject' | 'subject_id' | 'action'> & { before: unknown; after: unknown },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('rate_changes')
    .values({
      id: randomUUID(),
      at: now.toISOString(),
      actor: by.name,
      actor_id: by.id,
      subject: change.subject,
      subject_id: change.subject_id,
      action: change.action,
      before: change.before === null ? null : JSON.stringify(change.before),
      after: change.after === null ? null : JSON.stringify(change.after),
    })
    .execute();
}

/** Why a body is refused: the field and a message for the owner (plain English; the console has its own). */
export interface RateProblem {
  code: string;
  field?: string;
  message: string;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: RateProblem };

function refuse<T>(code: string, field: string | undefined, message: string): Parsed<T> {
  return { ok: false, problem: { code, ...(field === undefined ? {} : { field }), message } };
}

function spanProblem(from: unknown, to: unknown, today: string): RateProblem | null {
  if (!isIsoDate(from))
    return { code: 'invalid_date', field: 'from', message: 'from must be a date written YYYY-MM-DD.' };
  if (!isIsoDate(to)) return { code: 'invalid_date', field: 'to', message: 'to must be a date written YYYY-MM-DD.' };
  if (to < from) return { code: 'invalid_span', field: 'to', message: 'to must not be before from.' };
  if (nightsBetween(from, to) + 1 > MAX_SPAN_NIGHTS)
    return { code: 'invalid_span', field: 'to', message: `A span may hold at most ${MAX_SPAN_NIGHTS} nights.` };
  // A term wholly past prices no stay a guest can book: history is kept by the terms once set, never written anew.
  if (to < today) return { code: 'term_over', field: 'to', message: 'The last night must be today or later.' };
  const latest = latestFirstNight(today);
  if (from > latest)
    return { code: 'too_far_ahead', field: 'from', message: `The first night may be ${latest} at the latest.` };
  return null;
}

function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_NIGHT_PRICE;
}

/** A season from a console body `{ name, from, to, prices: { "<roomId>": { price, priceIntl } } }`. */
export function parseSeason(body: Record<string, unknown>, today: string = todayInHotel()): Parsed<Season> {
  const name = typeof body.name === 'string' ? body.name.normalize('NFC').trim() : '';
  // eslint-disable-next-line no-control-regex -- control characters are what a name refuses
  if (name === '' || name.length > 80 || /[\u0000-\u001f\u007f-\u009f]/.test(name))
    return refuse('invalid_name', 'name', 'name must be 1 to 80 characters.');
  const span = spanProblem(body.from, body.to, today);
  if (span) return { ok: false, problem: span };
  const raw = body.prices;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || Object.keys(raw).length === 0)
    return refuse('invalid_prices', 'prices', 'prices must name at least one room kind.');
  const prices: Record<string, SeasonPrice> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d+$/.test(key) || !findRoom(Number(key)))
      return refuse('unknown_room', 'prices', `${key} is not one of the hotel rooms.`);
    const entry = value as Record<string, unknown> | null;
    if (typeof entry !== 'object' || entry === null || !isPrice(entry.price) || !isPrice(entry.priceIntl))
      return refuse('invalid_prices', 'prices', `Room ${key} needs a price and a priceIntl in whole so'm.`);
    prices[key] = { price: entry.price, priceIntl: entry.priceIntl };
  }
  return { ok: true, value: { name, from: body.from as string, to: body.to as string, prices } };
}

/** A restriction from a console body `{ roomId, from, to, minNights?, closedToArrival?, closed?, outOfService? }`. */
export function parseRestriction(body: Record<string, unknown>, today: string = todayInHotel()): Parsed<Restriction> {
  const roomId = body.roomId ?? null;
  if (roomId !== null && (typeof roomId !== 'number' || !findRoom(roomId)))
    return refuse('unknown_room', 'roomId', 'roomId must be one of the hotel rooms, or null for all.');
  const span = spanProblem(body.from, body.to, today);
  if (span) return { ok: false, problem: span };
  const minNights = body.minNights ?? null;
  if (
    minNights !== null &&
    (typeof minNights !== 'number' || !Number.isInteger(minNights) || minNights < 2 || minNights > 30)
  )
    return refuse('invalid_min_nights', 'minNights', 'minNights must be a whole number from 2 to 30.');
  const most = roomId === null ? Math.max(...ROOMS.map((r) => r.units)) : findRoom(roomId)!.units;
  const outOfService = body.outOfService ?? null;
  if (
    outOfService !== null &&
    (typeof outOfService !== 'number' || !Number.isInteger(outOfService) || outOfService < 1 || outOfService > most)
  )
    return refuse('invalid_out_of_service', 'outOfService', `outOfService must be a whole number from 1 to ${most}.`);
  for (const flag of ['closedToArrival', 'closed'] as const) {
    if (body[flag] !== undefined && typeof body[flag] !== 'boolean')
      return refuse('invalid_type', flag, `${flag} must be true or false.`);
  }
  const closedToArrival = body.closedToArrival === true;
  const closed = body.closed === true;
  if (minNights === null && outOfService === null && !closedToArrival && !closed)
    return refuse('empty_restriction', undefined, 'A restriction must say at least one thing.');
  return {
    ok: true,
    value: {
      roomId: roomId,
      from: body.from as string,
      to: body.to as string,
      minNights: minNights,
      closedToArrival,
      closed,
      outOfService: outOfService,
    },
  };
}

/** A policy from a console body `{ kind: 'none' }` or `{ kind: 'free', before, unit }`. */
export function parsePolicy(body: Record<string, unknown>): Parsed<CancellationPolicy> {
  if (body.kind === 'none') return { ok: true, value: { kind: 'none' } };
  if (body.kind !== 'free') return refuse('invalid_policy', 'kind', 'kind must be free or none.');
  const unit = body.unit;
  if (unit !== 'days' && unit !== 'hours') return refuse('invalid_policy', 'unit', 'unit must be days or hours.');
  const before = body.before;
  const most = unit === 'days' ? 60 : 720;
  if (typeof before !== 'number' || !Number.isInteger(before) || before < 0 || before > most)
    return refuse('invalid_policy', 'before', `before must be a whole number from 0 to ${most}.`);
  return { ok: true, value: { kind: 'free', before, unit } };
}

/** A namespace of its own (0x727465 = "rte") for the terms' count, apart from the bookings' and room kinds' locks. */
const TERMS_LOCK = 0x727465;

/**
 * The limit `term` would pass if stored now, or null while there is room for it (a term already
 * over counts for nothing). On PostgreSQL it first takes the kind's lock for the rest of `trx`, so
 * two servers adding at once count one after the other; SQLite runs one transaction at a time.
 */
export async function termLimitReached(
  trx: Transaction<Database>,
  kind: 'season' | 'restriction',
  term: NightSpan,
  today: string = todayInHotel(),
): Promise<number | null> {
  if (term.to < today) return null;
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(${TERMS_LOCK}, ${kind === 'season' ? 1 : 2})`.execute(trx);
  const table = kind === 'season' ? 'rate_seasons' : 'rate_restrictions';
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('last_night', '>=', today)
    .executeTakeFirstOrThrow();
  return Number(row.count) >= TERM_LIMITS[kind] ? TERM_LIMITS[kind] : null;
}

/** The other season the new one's nights meet, the limit it would pass, or the stored id. */
export async function createSeason(
  trx: Transaction<Database>,
  season: Season,
  by: RateActor,
  now: Date = new Date(),
  id: string = randomUUID(),
): Promise<{ id: string } | { overlaps: StoredSeason } | { limit: number }> {
  const limit = await termLimitReached(trx, 'season', season, todayInHotel(now));
  if (limit !== null) return { limit };
  const other = overlappingSeason(await listSeasons(trx), season) as StoredSeason | undefined;
  if (other) return { overlaps: other };
  await trx
    .insertInto('rate_seasons')
    .values(seasonRow(id, season, now))
    .execute();
  const after: StoredSeason = { ...season, id };
  await logChange(trx, by, { subject: 'season', subject_id: id, action: 'create', before: null, after }, now);
  return { id };
}

/** Removes a season; false when there is none with this id. */
export async function deleteSeason(
  trx: Transaction<Database>,
  id: string,
  by: RateActor,
  now: Date = new Date(),
): Promise<boolean> {
  const row = await trx.selectFrom('rate_seasons').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  await trx.deleteFrom('rate_seasons').where('id', '=', id).execute();
  await logChange(
    trx,
    by,
    { subject: 'season', subject_id: id, action: 'delete', before: seasonOf(row), after: null },
    now,
  );
  return true;
}

/** A season as its row in rate_seasons (the one mapping; tests that set a store up use it too). */
export function seasonRow(id: string, season: Season, now: Date): Insertable<Database['rate_seasons']> {
  return {
    id,
    name: season.name,
    first_night: season.from,
    last_night: season.to,
    prices: JSON.stringify(season.prices),
    created_at: now.toISOString(),
  };
}

/** A restriction as its row in rate_restrictions. */
export function restrictionRow(
  id: string,
  restriction: Restriction,
  now: Date,
): Insertable<Database['rate_restrictions']> {
  return {
    id,
    room_id: restriction.roomId,
    first_night: restriction.from,
    last_night: restriction.to,
    min_nights: restriction.minNights ?? null,
    closed_to_arrival: restriction.closedToArrival ? 1 : 0,
    closed: restriction.closed ? 1 : 0,
    out_of_service: restriction.outOfService ?? null,
    created_at: now.toISOString(),
  };
}

/** What a restriction saved with `force` took from guests (src/domain/staffApi.ts says how it is kept). */
export type Overrode = RateOverrode;

export async function createRestriction(
  trx: Transaction<Database>,
  restriction: Restriction,
  by: RateActor,
  now: Date = new Date(),
  id: string = randomUUID(),
  overrode?: Overrode,
): Promise<{ id: string } | { limit: number }> {
  const limit = await termLimitReached(trx, 'restriction', restriction, todayInHotel(now));
  if (limit !== null) return { limit };
  await trx
    .insertInto('rate_restrictions')
    .values(restrictionRow(id, restriction, now))
    .execute();
  const stored: StoredRestriction = { ...restriction, id };
  const after = overrode ? { ...stored, overrode } : stored;
  await logChange(trx, by, { subject: 'restriction', subject_id: id, action: 'create', before: null, after }, now);
  return { id };
}

export async function deleteRestriction(
  trx: Transaction<Database>,
  id: string,
  by: RateActor,
  now: Date = new Date(),
): Promise<boolean> {
  const row = await trx.selectFrom('rate_restrictions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  await trx.deleteFrom('rate_restrictions').where('id', '=', id).execute();
  const before = restrictionOf(row);
  await logChange(trx, by, { subject: 'restriction', subject_id: id, action: 'delete', before, after: null }, now);
  return true;
}

/** Sets the cancellation policy (null: none set, the spec's sentence again). */
export async function setPolicy(
  trx: Transaction<Database>,
  policy: CancellationPolicy | null,
  by: RateActor,
  now: Date = new Date(),
): Promise<void> {
  const before = await loadPolicy(trx);
  await trx.deleteFrom('hotel_settings').where('name', '=', POLICY).execute();
  if (policy !== null)
    await trx
      .insertInto('hotel_settings')
      .values({ name: POLICY, value: JSON.stringify(policy), updated_at: now.toISOString() })
      .execute();
  await logChange(trx, by, { subject: 'policy', subject_id: POLICY, action: 'set', before, after: policy }, now);
}

/** A line of the change history, as the console shows it. */
export interface RateChange {
  id: string;
  at: string;
  actor: string;
  subject: 'season' | 'restriction' | 'policy';
  subjectId: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** The latest changes first. */
export async function listChanges(db: Queryable, limit = 100): Promise<RateChange[]> {
  const rows = await db
    .selectFrom('rate_changes')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor,
    subject: row.subject as RateChange['subject'],
    subjectId: row.subject_id,
    action: row.action,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  }));
}

/**
 * Undoes one change: a created record is removed, a removed one comes back (a season only if no
 * other season has taken its nights since), a policy returns to what it was. Each is a change of
 * its own in the log. `gone`: nothing to undo (the record was removed already, or exists again).
 */
export async function revertChange<Conflict>(
  trx: Transaction<Database>,
  changeId: string,
  by: RateActor,
  now: Date = new Date(),
  /**
   * Asked before a removed restriction comes back (the same check as adding one): a conflict
   * stops the revert and is handed back; `overrode` is recorded when the owner restores it anyway.
   */
  restoring?: (restriction: Restriction) => Promise<{ conflict: Conflict } | { overrode?: Overrode }>,
): Promise<
  | { ok: true }
  | { ok: false; reason: 'not_found' | 'gone' }
  | { ok: false; reason: 'overlap'; other: StoredSeason }
  | { ok: false; reason: 'conflict'; conflict: Conflict }
  | { ok: false; reason: 'too_many'; kind: 'season' | 'restriction'; limit: number }
> {
  const row = await trx.selectFrom('rate_changes').selectAll().where('id', '=', changeId).executeTakeFirst();
  if (!row) return { ok: false, reason: 'not_found' };
  const before = row.before === null ? null : (JSON.parse(row.before) as unknown);
  if (row.subject === 'policy') {
    await setPolicy(trx, before as CancellationPolicy | null, by, now);
    return { ok: true };
  }
  const table = row.subject === 'season' ? 'rate_seasons' : 'rate_restrictions';
  const exists = await trx.selectFrom(table).select('id').where('id', '=', row.subject_id).executeTakeFirst();
  if (row.action === 'create') {
    if (!exists) return { ok: false, reason: 'gone' };
    if (row.subject === 'season') await deleteSeason(trx, row.subject_id, by, now);
    else await deleteRestriction(trx, row.subject_id, by, now);
    return { ok: true };
  }
  if (exists || before === null) return { ok: false, reason: 'gone' };
  if (row.subject === 'season') {
    const season = before as StoredSeason;
    const made = await createSeason(trx, season, by, now, row.subject_id);
    if ('limit' in made) return { ok: false, reason: 'too_many', kind: 'season', limit: made.limit };
    return 'overlaps' in made ? { ok: false, reason: 'overlap', other: made.overlaps } : { ok: true };
  }
  const restriction = before as StoredRestriction;
  const full = await termLimitReached(trx, 'restriction', restriction, todayInHotel(now));
  if (full !== null) return { ok: false, reason: 'too_many', kind: 'restriction', limit: full };
  const check = restoring ? await restoring(restriction) : {};
  if ('conflict' in check) return { ok: false, reason: 'conflict', conflict: check.conflict };
  const made = await createRestriction(trx, restriction, by, now, row.subject_id, check.overrode);
  if ('limit' in made) return { ok: false, reason: 'too_many', kind: 'restriction', limit: made.limit };
  return { ok: true };
}
