/**
 * POST /api/bot/booking — store a booking request and queue its notifications.
 * POST /api/booking/email — the site's second call: make sure the email for `toEmail` about that
 * booking is queued, once. The outbox already queued the staff and guest emails with the booking,
 * so this call never sends anything a second time; it answers with that email's state.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BookingAnswer } from '../../src/domain/booking';
import { validateBooking, validateBookingEmail } from '../../src/domain/bookingRules';
import { HOTEL } from '../../src/domain/hotel';
import type { ValidBooking } from '../../src/domain/bookingRules';
import type { Config } from '../config';
import type { BookingsTable, OutboxStatus } from '../db/schema';
import { errorSchema, sendError } from '../http/errors';
import { fingerprint, parseIdempotencyKey } from '../idempotency';
import type { IdempotentOutcome } from '../idempotency';
import { guestEmailRefusal } from '../notify/guestEmailLimit';
import { soldOutNights } from '../availability/inventory';
import { mintStatusToken } from '../bookings/statusToken';
import { enqueue, notificationsFor } from '../notify/outboxRows';
import { globalCeiling, requireApiKey } from '../security';

const answerSchema = {
  type: 'object',
  required: ['id', 'status'],
  properties: { id: { type: 'string' }, status: { type: 'string' }, statusToken: { type: 'string' } },
} as const;

const errorResponses = Object.fromEntries([400, 401, 409, 413, 415, 422, 429, 500].map((status) => [status, errorSchema]));

/** The honeypot is filled: a bot. Refused like any bad request, with nothing that hints why. */
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const website = (body as Record<string, unknown>).website;
  return website !== undefined && website !== null && website !== '';
}

function answerStatusOf(status: OutboxStatus): string {
  return status === 'pending' ? 'queued' : status;
}

function toRow(id: string, booking: ValidBooking, now: Date, tokenHash: string): BookingsTable {
  return {
    id,
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
  };
}

/**
 * The status token goes to the guest, never into the stored answer: the store keeps only its
 * hash. A replayed 201 (its first answer was lost) gets a new token whose hash replaces the old,
 * so the guest holding the replay can still follow the request.
 */
async function withStatusToken(app: FastifyInstance, outcome: IdempotentOutcome, token: string): Promise<IdempotentOutcome> {
  if (outcome.type === 'fresh') return { ...outcome, answer: { ...outcome.answer, body: { ...(outcome.answer.body as BookingAnswer), statusToken: token } } };
  if (outcome.type !== 'replay' || outcome.answer.status !== 201) return outcome;
  const body = outcome.answer.body as BookingAnswer;
  const fresh = mintStatusToken();
  const updated = await app.transact((trx) => trx.updateTable('bookings').set({ status_token_hash: fresh.hash }).where('id', '=', body.id).executeTakeFirst());
  // A booking since erased or removed: the stored answer as it was, with no token to give.
  if (Number(updated.numUpdatedRows) === 0) return outcome;
  return { ...outcome, answer: { ...outcome.answer, body: { ...body, statusToken: fresh.token } } };
}

/** Sends the outcome of an idempotent run; true when it was a fresh effect. */
function sendOutcome(reply: FastifyReply, outcome: IdempotentOutcome): FastifyReply {
  switch (outcome.type) {
    case 'fresh':
      return reply.code(outcome.answer.status).send(outcome.answer.body);
    case 'replay':
      return reply.code(outcome.answer.status).header('idempotent-replayed', 'true').send(outcome.answer.body);
    case 'mismatch':
      return sendError(reply, 422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request body.');
    case 'in_progress':
      return sendError(reply, 409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed; retry shortly.');
  }
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

  app.post(
    '/api/bot/booking',
    {
      config: { rateLimit },
      onRequest: globalCeiling(config.globalRateLimitPerMinute),
      preParsing,
      schema: { body: { type: 'object' }, response: { 201: answerSchema, 200: answerSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const key = readKey(request, reply);
      if (key === false) return reply;
      if (honeypotFilled(request.body)) return refuseBot(request, reply);
      const result = validateBooking(request.body);
      if (!result.ok) {
        // A retry of a request that was accepted (its answer lost) gets that answer, even when a
        // rule no longer holds: past midnight in Tashkent its check-in may now be "in the past".
        if (key !== undefined && result.problem.code === 'checkin_in_past') {
          const relaxed = validateBooking(request.body, { allowPastCheckin: true });
          const earlier = relaxed.ok ? await app.idempotency.replayOf('booking', key, fingerprint(relaxed.value)) : undefined;
          if (earlier) return sendOutcome(reply, await withStatusToken(app, earlier, ''));
        }
        return sendError(reply, 400, result.problem.code, result.problem.message, result.problem.field);
      }
      const booking = result.value;
      // A retry of an accepted request gets its answer even if the room has sold out since.
      const earlier = key === undefined ? undefined : await app.idempotency.replayOf('booking', key, fingerprint(booking));
      if (earlier) return sendOutcome(reply, await withStatusToken(app, earlier, ''));
      // Received requests take no night, so this is advice, not a reservation: staff confirm
      // (or not) with the same rule, under a lock.
      const full = await soldOutNights(app.store, booking.roomId, booking.checkin, booking.checkout);
      if (full.length > 0) return sendError(reply, 409, 'sold_out', `No room of this kind is free on ${full.join(', ')}.`, 'checkin');

      // The fingerprint is of the validated request, never of the raw body (whatever its depth).
      const token = mintStatusToken();
      const stored = await app.idempotency.run('booking', key, fingerprint(booking), async (trx) => {
        const now = new Date();
        const row = toRow(randomUUID(), booking, now, token.hash);
        await trx.insertInto('bookings').values(row).execute();
        const rows = notificationsFor(row, config);
        for (const message of rows) {
          if (message.kind !== 'guest' || message.recipient === null) continue;
          const refusal = await guestEmailRefusal(trx, message.recipient, config.guestEmailsPerHour, now);
          if (refusal !== null) message.skippedBecause = refusal;
        }
        await enqueue(trx, row.id, rows, now);
        const answer: BookingAnswer = { id: row.id, status: row.status };
        return { status: 201, body: answer };
      });
      const outcome = await withStatusToken(app, stored, token.token);
      if (outcome.type === 'fresh') {
        app.outbox.kick();
        request.log.info({ bookingId: (outcome.answer.body as BookingAnswer).id }, 'booking stored');
      }
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    '/api/booking/email',
    {
      config: { rateLimit },
      onRequest: globalCeiling(config.globalRateLimitPerMinute),
      preParsing,
      schema: { body: { type: 'object' }, response: { 200: answerSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const key = readKey(request, reply);
      if (key === false) return reply;
      if (honeypotFilled(request.body)) return refuseBot(request, reply);
      // The booking's dates were checked when it was stored; an email call just after midnight
      // in Tashkent for a same-day stay must still be answered, so "today" is not re-checked here.
      const result = validateBookingEmail(request.body, { allowPastCheckin: true });
      if (!result.ok) return sendError(reply, 400, result.problem.code, result.problem.message, result.problem.field);
      const call = result.value;

      const stored = await app.store.selectFrom('bookings').selectAll().where('id', '=', call.bookingId).executeTakeFirst();
      if (!stored) return sendError(reply, 422, 'unknown_booking', 'bookingId does not name a stored booking.', 'bookingId');
      const same =
        stored.room_id === call.roomId &&
        stored.checkin === call.checkin &&
        stored.checkout === call.checkout &&
        stored.phone === call.phone &&
        stored.guest_name === call.guestName &&
        stored.total_price === call.totalPrice &&
        stored.guests === call.guests &&
        (stored.email ?? '').toLowerCase() === (call.email ?? '').toLowerCase();
      if (!same) return sendError(reply, 422, 'booking_mismatch', 'The body does not match the stored booking.');

      // Not a mail relay: the only recipients are the hotel (the address the site shows, or the
      // operator's HOTEL_EMAIL; the staff email goes to HOTEL_EMAIL either way) and the booking's
      // own guest.
      const to = call.toEmail.toLowerCase();
      const hotelAddresses = [config.hotelEmail.toLowerCase(), HOTEL.emails.booking.toLowerCase()];
      const kind = hotelAddresses.includes(to) ? 'staff' : to === (stored.email ?? '').toLowerCase() ? 'guest' : null;
      if (kind === null) {
        return sendError(reply, 422, 'recipient_not_allowed', 'toEmail must be the hotel address or the guest email of this booking.', 'toEmail');
      }

      const outcome = await app.idempotency.run('email', key, fingerprint(call), async (trx) => {
        await enqueue(trx, stored.id, [{ channel: 'email', kind, recipient: kind === 'staff' ? config.hotelEmail : stored.email }]);
        const row = await trx
          .selectFrom('outbox')
          .select('status')
          .where('booking_id', '=', stored.id)
          .where('channel', '=', 'email')
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow();
        const answer: BookingAnswer = { id: stored.id, status: answerStatusOf(row.status) };
        return { status: 200, body: answer };
      });
      if (outcome.type === 'fresh') app.outbox.kick();
      return sendOutcome(reply, outcome);
    },
  );
}
