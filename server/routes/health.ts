/**
 * GET /api/health — the process answers and the database does a round trip; the answer also
 * tells how the notifications fare. Health is about taking bookings, so a backlog or failed
 * notifications still answer 200 (a monitor alerts on the numbers); only the database makes it 503.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Store } from '../db/database';
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
          200: { type: 'object', required: ['status', 'outbox'], properties: { status: { type: 'string' }, outbox: outboxSchema } },
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      let outbox: OutboxHealth;
      try {
        outbox = await outboxHealth(app.store);
      } catch (error) {
        request.log.error({ err: { type: (error as Error).name } }, 'health check: database unreachable');
        return sendError(reply, 503, 'unavailable', 'The database is not reachable.');
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ok', outbox });
    },
  );
}
