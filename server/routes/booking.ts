/**
 * POST /api/bot/booking — store a booking request and queue its notifications (bookings/create.ts).
 * POST /api/booking/email — the site's second call: the email for `toEmail` about that booking,
 * queued once (bookings/emailCall.ts). This file only reads the request and answers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BookingAnswer } from '../../src/domain/booking';
import { createBooking, queueBookingEmail, StoreBookingBudget } from '../bookings';
import type { BookingDeps, CallResult } from '../bookings';
import type { Config } from '../config';
import { errorSchema, sendError } from '../http';
import { parseIdempotencyKey } from '../idempotency';
import type { IdempotentOutcome } from '../idempotency';
import { clientKey, requireApiKey, SharedBookingBudget } from '../security';

const answerSchema = {
  type: 'object',
  required: ['id', 'status'],
  properties: {
    id: { type: 'string' },
    reference: { type: 'string' },
    status: { type: 'string' },
    statusToken: { type: 'string' },
  },
} as const;

const errorResponses = Object.fromEntries(
  [400, 401, 409, 413, 415, 422, 429, 500].map((status) => [status, errorSchema]),
);

/** The honeypot is filled: a bot. Refused like any bad request, with nothing that hints why. */
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const website = (body as Record<string, unknown>).website;
  return website !== undefined && website !== null && website !== '';
}

/** Sends the outcome of an idempotent run. */
function sendOutcome(reply: FastifyReply, outcome: IdempotentOutcome): FastifyReply {
  switch (outcome.type) {
    case 'fresh':
      return reply.code(outcome.answer.status).send(outcome.answer.body);
    case 'replay':
      return reply.code(outcome.answer.status).header('idempotent-replayed', 'true').send(outcome.answer.body);
    case 'mismatch':
      return sendError(
        reply,
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was used with a different request body.',
      );
    case 'in_progress':
      return sendError(
        reply,
        409,
        'idempotency_in_progress',
        'A request with this Idempotency-Key is still being processed; retry shortly.',
      );
  }
}

/** Sends a booking call's result: its refusal, or its (possibly replayed) answer. */
function sendResult(reply: FastifyReply, result: CallResult): FastifyReply {
  if (result.kind === 'refused') {
    const { status, code, message, field, retryAfterSeconds } = result.refusal;
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    return sendError(reply, status, code, message, field);
  }
  return sendOutcome(reply, result.outcome);
}

function readKey(request: FastifyRequest, reply: FastifyReply): string | undefined | false {
  const key = parseIdempotencyKey(request.headers['idempotency-key']);
  if (key === null) {
    sendError(reply, 400, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 printable characters.');
    return false;
  }
  return key;
}

function refuseBot(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.info('booking refused');
  return sendError(reply, 400, 'invalid_request', 'The request could not be accepted.');
}

/** The answer of a call that stored something new (the outbox has work to do), else undefined. */
function freshAnswer(result: CallResult): BookingAnswer | undefined {
  return result.kind === 'answered' && result.outcome.type === 'fresh'
    ? (result.outcome.answer.body as BookingAnswer)
    : undefined;
}

/** Booking requests being answered right now; the outbox worker yields to them. */
export interface BookingLoad {
  bookingsInFlight: number;
}

export async function bookingRoutes(app: FastifyInstance, opts: { config: Config; load: BookingLoad }): Promise<void> {
  const { config, load } = opts;
  // Counted from arrival until the socket is done with the answer ('close' fires once, also on abort).
  app.addHook('onRequest', (request, reply, done) => {
    load.bookingsInFlight += 1;
    reply.raw.once('close', () => {
      load.bookingsInFlight -= 1;
    });
    done();
  });
  const rateLimit = { max: config.rateLimitPerMinute, timeWindow: 60_000 };
  const preParsing = requireApiKey(config.bookingApiKey);
  // The shared budget counts stored bookings only (bookings/create.ts takes a place just before
  // storing): what the per-address limit or validation refuses never spends it.
  // One server counts in memory; several on one PostgreSQL count the stored bookings together.
  const budget = config.databaseUrl
    ? new StoreBookingBudget(config.globalRateLimitPerMinute)
    : new SharedBookingBudget(config.globalRateLimitPerMinute);
  const deps: BookingDeps = { store: app.store, transact: app.transact, idempotency: app.idempotency, budget, config };

  app.post(
    '/api/bot/booking',
    {
      config: { rateLimit },
      preParsing,
      schema: { body: { type: 'object' }, response: { 201: answerSchema, 200: answerSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const key = readKey(request, reply);
      if (key === false) return reply;
      if (honeypotFilled(request.body)) return refuseBot(request, reply);
      const result = await createBooking(deps, request.body, key, clientKey(request.ip));
      const stored = freshAnswer(result);
      if (stored) {
        app.outbox.kick();
        request.log.info({ bookingId: stored.id }, 'booking stored');
      }
      return sendResult(reply, result);
    },
  );

  app.post(
    '/api/booking/email',
    {
      // Not counted in the shared budget: it queues at most the booking's own emails, once.
      config: { rateLimit },
      preParsing,
      schema: { body: { type: 'object' }, response: { 200: answerSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const key = readKey(request, reply);
      if (key === false) return reply;
      if (honeypotFilled(request.body)) return refuseBot(request, reply);
      const result = await queueBookingEmail(deps, request.body, key);
      if (freshAnswer(result)) app.outbox.kick();
      return sendResult(reply, result);
    },
  );
}
