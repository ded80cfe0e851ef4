/**
 * GET /api/health — the process answers and the database does a round trip; the answer also
 * tells how the notifications fare. Health is about taking bookings, so a backlog or failed
 * notifications still answer 200 (a monitor alerts on the numbers); only the database makes it 503.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Store } from '../db/store';
import { errorSchema, sendError } from '../http/errors';

export interface OutboxHealth {
  /** Notifications not delivered yet (queued or retrying). */
  undelivered: number;
  /** Age in whole seconds of the oldest of them; 0 when none waits. */
  oldestUndeliveredSeconds: number;
  /** Notifications refused for good (see `npm run bookings`); they are not retried. */
  failed: number;
}

/** The outbox figures, in one query that is also the health check's database round trip. */
export async function outboxHealth(db: Store, now: Date = new Date()): Promise<OutboxHealth> {
  const { rows } = await sql<{ oldest: string | null; undelivered: number | string; failed: number | string }>`
    select min(case when status = 'pending' then created_at end) as oldest,
           count(case when status = 'pending' then 1 end) as undelivered,
           count(case when status = 'failed' then 1 end) as failed
    from outbox where status in ('pending', 'failed')`.execute(db);
  const row = rows[0];
  const oldest = row?.oldest ? Date.parse(row.oldest) : NaN;
  return {
    // PostgreSQL's count() is a bigint, which pg hands over as a string.
    undelivered: Number(row?.undelivered ?? 0),
    oldestUndeliveredSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
    failed: Number(row?.failed ?? 0),
  };
}

/** One imported calendar (ICAL_IMPORTS), by its id (a hash of its URL, which may hold a secret). */
export interface CalendarHealth {
  feed: string;
  roomId: number;
  /** Last time it was read and applied; null until the first success. */
  lastSuccessAt: string | null;
  lastError: string | null;
  nights: number;
}

async function calendarHealth(db: Store): Promise<CalendarHealth[]> {
  const rows = await db.selectFrom('ical_feeds').selectAll().orderBy('room_id').orderBy('feed').execute();
  return rows.map((row) => ({ feed: row.feed, roomId: row.room_id, lastSuccessAt: row.last_success_at, lastError: row.last_error, nights: Number(row.nights) }));
}

const calendarsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      feed: { type: 'string' },
      roomId: { type: 'integer' },
      lastSuccessAt: { type: ['string', 'null'] },
      lastError: { type: ['string', 'null'] },
      nights: { type: 'integer' },
    },
  },
} as const;

const outboxSchema = {
  type: 'object',
  required: ['undelivered', 'oldestUndeliveredSeconds', 'failed'],
  properties: { undelivered: { type: 'integer' }, oldestUndeliveredSeconds: { type: 'integer' }, failed: { type: 'integer' } },
} as const;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['status', 'outbox', 'calendars'], properties: { status: { type: 'string' }, outbox: outboxSchema, calendars: calendarsSchema } },
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      let outbox: OutboxHealth;
      let calendars: CalendarHealth[];
      try {
        outbox = await outboxHealth(app.store);
        calendars = await calendarHealth(app.store);
      } catch (error) {
        request.log.error({ err: { type: (error as Error).name } }, 'health check: database unreachable');
        return sendError(reply, 503, 'unavailable', 'The database is not reachable.');
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ok', outbox, calendars });
    },
  );
}
