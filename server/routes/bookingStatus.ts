/**
 * The guest's side of a request after it is stored: GET /api/bookings/{id} with the token in
 * X-Status-Token reads its status (a ?token= query is still read, but the site never sends one),
 * POST /api/bookings/{id}/cancel with { token } cancels it while it is received or confirmed, POST /api/bookings/{id}/erase with { token } erases its personal data once it is
 * over (then the status route answers 404). A wrong id and a wrong token are the same 404, so
 * neither can be probed.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HOTEL } from '../../src/domain/hotel';
import { cancelByGuest, eraseByGuest, readWithToken, statusAnswer, linkedChat } from '../bookings';
import type { BookingHooks } from '../bookings';
import { loadPolicy } from '../terms';
import type { Config } from '../config';
import { errorSchema, sendError } from '../http';
import { paymentAnswer, currentPayments } from '../payments';
import { requireApiKey } from '../security';
import { mintLinkCode } from '../guestTelegram';
import type { Transact, BookingsTable, Store } from '../db';
import { botUsername } from '../telegramApi';

const CANCELS_PER_MINUTE = 20;

const erasedSchema = {
  type: 'object',
  required: ['id', 'erased'],
  properties: { id: { type: 'string' }, erased: { type: 'boolean' } },
} as const;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const statusSchema = {
  type: 'object',
  required: ['id', 'status'],
  properties: {
    id: { type: 'string' },
    reference: { type: 'string' },
    status: { type: 'string' },
    decidedAt: { type: 'string' },
    payment: {
      type: 'object',
      required: ['status', 'amount', 'links'],
      properties: {
        status: { type: 'string' },
        amount: { type: 'integer' },
        links: { type: 'object', properties: { payme: { type: 'string' }, click: { type: 'string' } } },
        receiptUrl: { type: 'string' },
      },
    },
    telegramLink: { type: 'string' },
    cancellation: {
      type: 'object',
      required: ['freeUntil'],
      properties: { freeUntil: { type: ['string', 'null'] } },
    },
    cancelledLate: { type: 'boolean' },
  },
} as const;

const errors = Object.fromEntries([400, 401, 404, 409, 413, 415, 429, 500].map((status) => [status, errorSchema]));

/** The token of a query or body; anything malformed is simply a wrong token. */
function tokenOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The "Get updates in Telegram" link while no chat follows a request that may still change
 * (received or confirmed) and the hotel's bot is configured and known (getMe); a new single-use
 * code each time, so a link shown anywhere works until one of them is used or 7 days pass.
 */
async function guestTelegramLink(
  config: Config,
  store: Store,
  transact: Transact,
  booking: BookingsTable,
): Promise<string | undefined> {
  if (!config.telegram || (booking.status !== 'received' && booking.status !== 'confirmed')) return undefined;
  if ((await linkedChat(store, booking.id)) !== undefined) return undefined;
  const username = await botUsername(config.telegram);
  if (!username) return undefined;
  return `https://t.me/${username}?start=${await mintLinkCode(transact, booking.id)}`;
}

function notFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, 'not_found', 'No request with this id and token.');
}

export async function bookingStatusRoutes(
  app: FastifyInstance,
  opts: { config: Config; hooks: BookingHooks },
): Promise<void> {
  const { config, hooks } = opts;
  const preParsing = requireApiKey(config.bookingApiKey);

  // A malformed id or token is not a 400: it is a wrong id or token like any other, a 404.
  app.get<{ Params: { id: string }; Querystring: { token?: unknown } }>(
    '/api/bookings/:id',
    {
      // A "My requests" page reads each request again when it regains focus.
      config: { rateLimit: { max: config.readRateLimitPerMinute, timeWindow: 60_000 } },
      preParsing,
      schema: { response: { 200: statusSchema, ...errors } },
    },
    async (request, reply) => {
      if (!ID.test(request.params.id)) return notFound(reply);
      // The token in a header (the site's way: no logged address carries it), or in the query as before.
      const token = request.headers['x-status-token'] ?? request.query.token;
      const booking = await readWithToken(app.store, request.params.id, tokenOf(token));
      if (!booking) return notFound(reply);
      // A Payme transaction past its 12 hours is cancelled as it is read: never a stale "pending".
      const payment = config.payments
        ? paymentAnswer(booking, await currentPayments(app.store, app.transact, booking.id), config.payments)
        : undefined;
      const telegramLink = await guestTelegramLink(config, app.store, app.transact, booking);
      const policy = await loadPolicy(app.store);
      // A status changes: no cache may keep an old one.
      return reply.header('cache-control', 'no-store').send({
        ...statusAnswer(booking, policy),
        ...(payment ? { payment } : {}),
        ...(telegramLink ? { telegramLink } : {}),
      });
    },
  );

  app.post<{ Params: { id: string }; Body: { token?: unknown } }>(
    '/api/bookings/:id/cancel',
    {
      config: { rateLimit: { max: CANCELS_PER_MINUTE, timeWindow: 60_000 } },
      preParsing,
      schema: { body: { type: 'object' }, response: { 200: statusSchema, ...errors } },
    },
    async (request, reply) => {
      if (!ID.test(request.params.id)) return notFound(reply);
      const outcome = await cancelByGuest(app.transact, config, hooks, request.params.id, tokenOf(request.body.token));
      if (outcome.kind === 'not_found') return notFound(reply);
      if (outcome.kind === 'started')
        return sendError(
          reply,
          409,
          'stay_started',
          `The stay has begun; to change or cancel it, please call the reception: ${HOTEL.phones.join(', ')}.`,
        );
      if (outcome.kind === 'not_cancellable') {
        // Cancelling twice is no error: the request is off either way.
        if (outcome.booking.status === 'cancelled')
          return reply.header('cache-control', 'no-store').send(statusAnswer(outcome.booking));
        return sendError(reply, 409, 'not_cancellable', `A ${outcome.booking.status} request cannot be cancelled.`);
      }
      app.outbox.kick();
      request.log.info({ bookingId: outcome.booking.id }, 'booking cancelled by the guest');
      return reply.header('cache-control', 'no-store').send(statusAnswer(outcome.booking));
    },
  );

  app.post<{ Params: { id: string }; Body: { token?: unknown } }>(
    '/api/bookings/:id/erase',
    {
      config: { rateLimit: { max: CANCELS_PER_MINUTE, timeWindow: 60_000 } },
      preParsing,
      schema: { body: { type: 'object' }, response: { 200: erasedSchema, ...errors } },
    },
    async (request, reply) => {
      if (!ID.test(request.params.id)) return notFound(reply);
      const deps = { transact: app.transact, hooks, dataDir: config.dataDir };
      const outcome = await eraseByGuest(deps, request.params.id, tokenOf(request.body.token));
      if (outcome.kind === 'not_found') return notFound(reply);
      if (outcome.kind === 'not_finished')
        return sendError(
          reply,
          409,
          'not_finished',
          'Only a cancelled or declined request, or one whose stay has ended, can have its data erased. Cancel it first.',
        );
      app.outbox.kick();
      request.log.info({ bookingId: outcome.booking.id }, 'personal data erased by the guest');
      return reply.header('cache-control', 'no-store').send({ id: outcome.booking.id, erased: true });
    },
  );
}
