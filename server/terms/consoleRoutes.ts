/**
 * The owner's terms in the staff console (docs/rates.md): seasons, restrictions, the cancellation
 * policy, the change history and its revert, and a preview of what a guest would pay. Registered
 * inside the staff routes (routes/staff.ts), so their guard applies: owner only, the site's
 * Origin on every change. terms/store.ts stores; src/domain/rates.ts prices.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isIsoDate, todayInHotel } from '../../src/domain/dates';
import { latestFirstNight, quoteStay } from '../../src/domain/rates';
import { findRoom } from '../../src/domain/rooms';
import { stayDatesProblem } from '../../src/domain/stayDates';
import {
  createRestriction,
  createSeason,
  deleteRestriction,
  deleteSeason,
  listChanges,
  listRestrictions,
  listSeasons,
  loadPolicy,
  loadRatePlan,
  parsePolicy,
  parseRestriction,
  parseSeason,
  revertChange,
  setPolicy,
  termLimitReached,
} from '.';
import type { RateActor, RateProblem } from '.';
import { checkRestriction } from '../availability';
import type { RestrictionConflicts } from '../availability';
import type { Config } from '../config';
import { roomUnits } from '../rooms';
import { sendError } from '../http';
import { staffLang, CONSOLE_TEXTS } from '../staffConsole';
import type { StaffRoute } from '../staffConsole';

export const STAFF_RATE_ROUTES: readonly StaffRoute[] = [
  { method: 'GET', url: '/api/staff/seasons', access: 'owner' },
  { method: 'POST', url: '/api/staff/seasons', access: 'owner' },
  { method: 'DELETE', url: '/api/staff/seasons/:id', access: 'owner' },
  { method: 'GET', url: '/api/staff/restrictions', access: 'owner' },
  { method: 'POST', url: '/api/staff/restrictions', access: 'owner' },
  { method: 'DELETE', url: '/api/staff/restrictions/:id', access: 'owner' },
  { method: 'GET', url: '/api/staff/policy', access: 'owner' },
  { method: 'PUT', url: '/api/staff/policy', access: 'owner' },
  { method: 'GET', url: '/api/staff/rate-changes', access: 'owner' },
  { method: 'POST', url: '/api/staff/rate-changes/:id/revert', access: 'owner' },
  { method: 'GET', url: '/api/staff/rate-preview', access: 'owner' },
];

type Params = { Params: { id: string } };
const OWNER = { staff: 'owner' as const };

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const value = request.body;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The staff member as the change log names them. */
function actorOf(request: FastifyRequest): RateActor {
  const account = request.staffAccount as NonNullable<FastifyRequest['staffAccount']>;
  return { id: `staff:${account.id}`, name: account.name };
}

function textsOf(request: FastifyRequest, config: Pick<Config, 'staffLang'>) {
  return CONSOLE_TEXTS[request.staffAccount ? staffLang(request.staffAccount) : config.staffLang];
}

/**
 * A refusal of the rate console: its code and the figures the console says it from, in the staff
 * member's words (src/features/staff/rateWords.ts `termRefusal`); the message is for an API
 * client reading the answer, in English, and the console never shows it.
 */
function refuse(
  reply: FastifyReply,
  status: number,
  error: { code: string; message: string } & Record<string, unknown>,
) {
  return reply.code(status).type('application/json; charset=utf-8').send({ error });
}

/** What a change of terms must set off: the prerendered pages rendered again (server/site.ts). */
export type RatesChanged = () => void;

export async function staffRateRoutes(
  app: FastifyInstance,
  opts: { config: Config; onChange: RatesChanged },
): Promise<void> {
  const { config, onChange } = opts;
  const store = app.store;

  /**
   * A body refused: 400 invalid_body with the field; a term outside the nights it may cover is 422:
   * too_far_ahead (a first night past the latest, which the console names) or term_over (a last
   * night before today).
   */
  const invalid = (request: FastifyRequest, reply: FastifyReply, problem: RateProblem) => {
    if (problem.code === 'too_far_ahead') {
      const latest = latestFirstNight(todayInHotel());
      return refuse(reply, 422, {
        code: 'too_far_ahead',
        message: `The first night may be ${latest} at the latest.`,
        field: 'from',
        latest,
      });
    }
    if (problem.code === 'term_over')
      return refuse(reply, 422, {
        code: 'term_over',
        message: 'The last night is already past: choose today or a later night.',
        field: 'to',
      });
    return sendError(
      reply,
      400,
      'invalid_body',
      `${textsOf(request, config).errors.invalid_body} ${problem.message}`,
      problem.field,
    );
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 404, 'not_found', textsOf(request, config).errors.not_found);
  /** 422 too_many_terms: the store holds as many seasons (or restrictions) not yet over as it may (TERM_LIMITS). */
  const tooMany = (reply: FastifyReply, kind: 'season' | 'restriction', limit: number) =>
    refuse(reply, 422, {
      code: 'too_many_terms',
      message: `At most ${limit} ${kind}s that are not over yet may be stored: delete one no longer needed.`,
      kind,
      limit,
    });
  /** 409 season_overlap: the season whose nights the new (or restored) one would meet. */
  const overlap = (reply: FastifyReply, other: { name: string; from: string; to: string }) =>
    refuse(reply, 409, {
      code: 'season_overlap',
      message: `Its nights meet those of the season "${other.name}" (${other.from} – ${other.to}).`,
      field: 'from',
      other: { name: other.name, from: other.from, to: other.to },
    });

  app.get('/api/staff/seasons', { config: OWNER }, async () => ({ seasons: await listSeasons(store) }));

  app.post('/api/staff/seasons', { config: OWNER }, async (request, reply) => {
    const parsed = parseSeason(bodyOf(request));
    if (!parsed.ok) return invalid(request, reply, parsed.problem);
    const made = await app.transact((trx) => createSeason(trx, parsed.value, actorOf(request)));
    if ('limit' in made) return tooMany(reply, 'season', made.limit);
    if ('overlaps' in made) return overlap(reply, made.overlaps);
    onChange();
    return reply.code(201).send({ id: made.id });
  });

  app.delete<Params>('/api/staff/seasons/:id', { config: OWNER }, async (request, reply) => {
    const gone = await app.transact((trx) => deleteSeason(trx, request.params.id, actorOf(request)));
    if (!gone) return notFound(request, reply);
    onChange();
    return reply.code(204).send();
  });

  app.get('/api/staff/restrictions', { config: OWNER }, async () => ({ restrictions: await listRestrictions(store) }));

  /**
   * Whether the body asks to save over sold nights: `force: true` (absent: no). The check and the
   * write share the transaction and the room kinds' locks (restrictionConflicts).
   */
  const forceOf = (body: Record<string, unknown>): boolean | null =>
    body.force === undefined ? false : typeof body.force === 'boolean' ? body.force : null;

  /** 409 conflict: the bookings the restriction would leave without a room, and the nights other channels blocked. */
  const conflict = (reply: FastifyReply, found: RestrictionConflicts) =>
    refuse(reply, 409, {
      code: 'conflict',
      message: `These nights are already sold (requests left without a room: ${found.bookings.length}; nights other channels blocked: ${found.blocked.reduce((sum, b) => sum + b.count, 0)}): send force: true to save it anyway.`,
      bookings: found.bookings,
      blocked: found.blocked,
    });

  app.post('/api/staff/restrictions', { config: OWNER }, async (request, reply) => {
    const body = bodyOf(request);
    const parsed = parseRestriction(body);
    if (!parsed.ok) return invalid(request, reply, parsed.problem);
    const force = forceOf(body);
    if (force === null)
      return invalid(request, reply, { code: 'invalid_type', field: 'force', message: 'force must be true or false.' });
    const made = await app.transact(async (trx) => {
      // The limit first: a restriction that could not be stored anyway asks no "save over sold nights?".
      const limit = await termLimitReached(trx, 'restriction', parsed.value);
      if (limit !== null) return { limit };
      const check = await checkRestriction(trx, parsed.value, force);
      if ('conflict' in check) return check;
      return createRestriction(trx, parsed.value, actorOf(request), new Date(), randomUUID(), check.overrode);
    });
    if ('limit' in made) return tooMany(reply, 'restriction', made.limit);
    if ('conflict' in made) return conflict(reply, made.conflict);
    onChange();
    return reply.code(201).send(made);
  });

  app.delete<Params>('/api/staff/restrictions/:id', { config: OWNER }, async (request, reply) => {
    const gone = await app.transact((trx) => deleteRestriction(trx, request.params.id, actorOf(request)));
    if (!gone) return notFound(request, reply);
    onChange();
    return reply.code(204).send();
  });

  app.get('/api/staff/policy', { config: OWNER }, async () => ({ policy: await loadPolicy(store) }));

  app.put('/api/staff/policy', { config: OWNER }, async (request, reply) => {
    const body = bodyOf(request);
    const parsed = body.kind === null ? ({ ok: true, value: null } as const) : parsePolicy(body);
    if (!parsed.ok) return invalid(request, reply, parsed.problem);
    await app.transact((trx) => setPolicy(trx, parsed.value, actorOf(request)));
    onChange();
    return { policy: parsed.value };
  });

  app.get('/api/staff/rate-changes', { config: OWNER }, async () => ({ changes: await listChanges(store) }));

  app.post<Params>('/api/staff/rate-changes/:id/revert', { config: OWNER }, async (request, reply) => {
    const force = forceOf(bodyOf(request));
    if (force === null)
      return invalid(request, reply, { code: 'invalid_type', field: 'force', message: 'force must be true or false.' });
    // Bringing a removed restriction back is adding it again: the same conflict check, the same force.
    const done = await app.transact((trx) =>
      revertChange(trx, request.params.id, actorOf(request), new Date(), (restriction) =>
        checkRestriction(trx, restriction, force),
      ),
    );
    if (!done.ok) {
      if (done.reason === 'not_found') return notFound(request, reply);
      if (done.reason === 'conflict') return conflict(reply, done.conflict);
      if (done.reason === 'too_many') return tooMany(reply, done.kind, done.limit);
      if (done.reason === 'overlap') return overlap(reply, done.other);
      return sendError(reply, 409, 'revert_gone', 'This change can no longer be undone: its record has changed since.');
    }
    onChange();
    return reply.code(204).send();
  });

  /** What a guest would pay for a stay, under the terms of now (any dates: the owner may look back). */
  app.get('/api/staff/rate-preview', { config: OWNER }, async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const room = findRoom(Number(q.roomId));
    if (!room) return invalid(request, reply, { code: 'unknown_room', field: 'roomId', message: '' });
    if (!isIsoDate(q.checkin) || !isIsoDate(q.checkout) || stayDatesProblem(q.checkin, q.checkout, q.checkin) !== null)
      return invalid(request, reply, { code: 'invalid_date', field: 'checkout', message: '' });
    const units = q.units === undefined ? 1 : Number(q.units);
    // The kind's rooms in use, as the store counts them.
    const inUse = (await roomUnits(store)).get(room.id) ?? 0;
    if (!Number.isInteger(units) || units < 1 || units > inUse)
      return invalid(request, reply, { code: 'units_out_of_range', field: 'units', message: '' });
    const plan = await loadRatePlan(store);
    return quoteStay({ ...room, units: inUse }, plan, {
      checkin: q.checkin,
      checkout: q.checkout,
      nationality: q.nationality ?? null,
      units,
    });
  });
}
