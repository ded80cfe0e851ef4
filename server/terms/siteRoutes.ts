/**
 * GET /api/quote — what a stay costs and whether it may be booked, priced by the same function
 * (src/domain/rates.ts) and the same terms as the booking route; a night the hotel has no free
 * unit left on answers sold_out too; the answer carries the owner's cancellation policy (null while
 * none is set), which the dialog dates for the stay. GET /api/rates — the owner's seasons, restrictions and
 * cancellation policy as they stand, for the site to price cards and the dialog with (briefly
 * cacheable: a change shows within seconds): only the terms that touch the booking window.
 */
import type { FastifyInstance } from 'fastify';
import { todayInHotel } from '../../src/domain/dates';
import { resolveNationality } from '../../src/domain/countries';
import { quoteStay, siteTerms } from '../../src/domain/rates';
import { findRoom } from '../../src/domain/rooms';
import { stayDatesProblem } from '../../src/domain/stayDates';
import { soldOutNights } from '../availability';
import { roomUnits } from '../rooms';
import { loadPolicy, loadRatePlan } from '.';
import type { Config } from '../config';
import { errorSchema, sendError } from '../http';

/** The site reads terms again after this long: within the 10 s a change must show in. */
const CACHE = 'public, max-age=5';

const errors = Object.fromEntries([400, 429, 500, 503].map((status) => [status, errorSchema]));

type QuoteQuery = Record<'roomId' | 'checkin' | 'checkout' | 'nationality' | 'units', string | undefined>;

export async function quoteRoutes(
  app: FastifyInstance,
  opts: { config: Pick<Config, 'readRateLimitPerMinute'> },
): Promise<void> {
  const rateLimit = { max: opts.config.readRateLimitPerMinute, timeWindow: 60_000 };

  app.get<{ Querystring: QuoteQuery }>(
    '/api/quote',
    { config: { rateLimit }, schema: { response: errors } },
    async (request, reply) => {
      const q = request.query;
      const room = q.roomId !== undefined && /^\d{1,3}$/.test(q.roomId) ? findRoom(Number(q.roomId)) : undefined;
      if (!room) return sendError(reply, 400, 'unknown_room', 'roomId is not one of the hotel rooms.', 'roomId');
      const problem = stayDatesProblem(q.checkin, q.checkout, todayInHotel());
      if (problem) return sendError(reply, 400, problem.code, problem.message, problem.field);
      const units = q.units === undefined || q.units === '' ? 1 : Number(q.units);
      // The kind's rooms in use, as the store counts them.
      const inUse = (await roomUnits(app.store)).get(room.id) ?? 0;
      if (!Number.isInteger(units) || units < 1 || units > inUse)
        return sendError(reply, 400, 'units_out_of_range', `units must be 1 to ${inUse} for this room.`, 'units');
      const raw = q.nationality === undefined || q.nationality.trim() === '' ? null : q.nationality.trim();
      const code = resolveNationality(raw);
      if (raw !== null && code === null)
        return sendError(reply, 400, 'invalid_nationality', 'nationality must be a country.', 'nationality');
      const checkin = q.checkin as string;
      const checkout = q.checkout as string;
      const [plan, policy] = await Promise.all([loadRatePlan(app.store), loadPolicy(app.store)]);
      const quote = {
        ...quoteStay({ ...room, units: inUse }, plan, { checkin, checkout, nationality: code, units }),
        policy,
      };
      if (quote.bookable) {
        const full = await soldOutNights(app.store, room.id, checkin, checkout, units, plan);
        if (full.length > 0) return { ...quote, bookable: false, reason: 'sold_out', soldOutNights: full };
      }
      return quote;
    },
  );

  app.get('/api/rates', { config: { rateLimit } }, async (_request, reply) => {
    const [plan, policy] = await Promise.all([loadRatePlan(app.store), loadPolicy(app.store)]);
    // Only the terms a bookable stay can meet: past ones and those beyond the window stay in the store.
    return reply.header('cache-control', CACHE).send({ ...siteTerms(plan, todayInHotel()), policy });
  });
}
