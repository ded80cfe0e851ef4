/**
 * GET /api/availability?checkin&checkout — every room kind's units and the fewest free over the
 * stay; GET /api/availability/{roomId}/nights?from&to — the nights of a range on which a kind is
 * full (the booking dialog greys them out). Bad dates get the booking's own 400 codes.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FullNightsAnswer } from '../../src/domain/availability';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { findRoom } from '../../src/domain/rooms';
import { stayDatesProblem } from '../../src/domain/stayDates';
import { availability, soldOutNights } from '../availability';
import { roomUnits } from '../rooms';
import type { Config } from '../config';
import { errorSchema, sendError } from '../http';

/** The longest range of nights one call may ask about (the dialog asks for a few months). */
export const MAX_RANGE_NIGHTS = 731;
/** Answers stay fresh this long: a confirmation elsewhere shows within the minute. */
const CACHE = 'public, max-age=30';

const errors = Object.fromEntries([400, 404, 429, 500, 503].map((status) => [status, errorSchema]));

function refuse(reply: FastifyReply, problem: { code: string; message: string; field?: string }): FastifyReply {
  return sendError(reply, 400, problem.code, problem.message, problem.field);
}

export async function availabilityRoutes(
  app: FastifyInstance,
  opts: { config: Pick<Config, 'readRateLimitPerMinute'> },
): Promise<void> {
  const rateLimit = { max: opts.config.readRateLimitPerMinute, timeWindow: 60_000 };

  app.get<{ Querystring: { checkin?: unknown; checkout?: unknown } }>(
    '/api/availability',
    { config: { rateLimit }, schema: { response: { 400: errorSchema, ...errors } } },
    async (request, reply) => {
      const { checkin, checkout } = request.query;
      const problem = stayDatesProblem(checkin, checkout, todayInHotel());
      if (problem) return refuse(reply, problem);
      return reply
        .header('cache-control', CACHE)
        .send(await availability(app.store, checkin as string, checkout as string));
    },
  );

  app.get<{ Params: { roomId: string }; Querystring: { from?: unknown; to?: unknown } }>(
    '/api/availability/:roomId/nights',
    { config: { rateLimit }, schema: { response: errors } },
    async (request, reply) => {
      const room = /^\d{1,3}$/.test(request.params.roomId) ? findRoom(Number(request.params.roomId)) : undefined;
      if (!room) return sendError(reply, 404, 'unknown_room', 'No room with this id.');
      const { from, to } = request.query;
      const today = todayInHotel();
      // A range of nights, not a stay: the stay rules hold but for the 90-night limit.
      const problem = stayDatesProblem(from, to, today);
      if (problem && problem.code !== 'stay_too_long')
        return refuse(reply, { ...problem, field: problem.field === 'checkin' ? 'from' : 'to' });
      if ((to as string) > addDays(from as string, MAX_RANGE_NIGHTS)) {
        return refuse(reply, {
          code: 'range_too_long',
          field: 'to',
          message: `A range may span at most ${MAX_RANGE_NIGHTS} nights.`,
        });
      }
      const answer: FullNightsAnswer = {
        roomId: room.id,
        // Its rooms in use, as the store counts them (the owner adds or retires rooms).
        units: (await roomUnits(app.store)).get(room.id) ?? 0,
        from: from as string,
        to: to as string,
        full: await soldOutNights(app.store, room.id, from as string, to as string),
      };
      return reply.header('cache-control', CACHE).send(answer);
    },
  );
}
