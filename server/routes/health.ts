/**
 * GET /api/health — the process answers, the database does a round trip and the store can write
 * (db/writeHealth.ts: the last write failure, and a probe write now and then); the answer also
 * tells how the notifications fare. Health is about taking bookings, so a backlog or failed
 * notifications still answer 200 (a monitor alerts on the numbers); only the store makes it 503,
 * with the cause in the log and nothing but the code `unavailable` in the answer. The last
 * successful backup comes from BACKUP_DIR's newest file (db/backup.ts LastBackup), read at most
 * once a minute; a monitor alerts when it grows old.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarHealth } from '../availability';
import type { CalendarHealth } from '../availability';
import { LastBackup } from '../db';
import { errorSchema, sendError } from '../http';
import { outboxHealth } from '../notify';
import type { OutboxHealth } from '../notify';

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
  required: ['undelivered', 'oldestUndeliveredSeconds', 'failed', 'held'],
  properties: {
    undelivered: { type: 'integer' },
    oldestUndeliveredSeconds: { type: 'integer' },
    failed: { type: 'integer' },
    held: { type: 'integer' },
  },
} as const;

const backupSchema = {
  type: 'object',
  required: ['lastSuccessAt', 'ageSeconds'],
  properties: { lastSuccessAt: { type: ['string', 'null'] }, ageSeconds: { type: ['integer', 'null'] } },
} as const;

export interface HealthOptions {
  /** BACKUP_DIR: where `npm run backup` writes. */
  backupDir: string;
  /** How long the newest backup's time is reused before the folder is read again (tests: 0). */
  backupReadMs?: number;
  /** HEALTH_TOKEN: a caller sending it in X-Health-Token reads the details from anywhere. */
  healthToken?: string | null;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The details go to this machine (a socket from loopback with no proxy's header) or to the token's holder. */
function mayReadDetails(request: FastifyRequest, token: string | null | undefined): boolean {
  const given = request.headers['x-health-token'];
  if (token && typeof given === 'string' && given.length === token.length) {
    if (timingSafeEqual(Buffer.from(given), Buffer.from(token))) return true;
  }
  const direct = request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
  return direct && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const healthToken = options.healthToken ?? null;
  const lastBackup = new LastBackup(options.backupDir, options.backupReadMs);
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status'],
            properties: {
              status: { type: 'string' },
              outbox: outboxSchema,
              backup: backupSchema,
              calendars: calendarsSchema,
            },
          },
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
      const failure = await app.writeHealth.check();
      if (failure) {
        request.log.error(
          { cause: failure.code, where: failure.where, since: failure.at },
          'health check: the store cannot write',
        );
        return sendError(reply, 503, 'unavailable', 'The booking store is not available right now.');
      }
      if (!mayReadDetails(request, healthToken))
        return reply.header('cache-control', 'no-store').send({ status: 'ok' });
      const at = lastBackup.get();
      const backup = {
        lastSuccessAt: at?.toISOString() ?? null,
        ageSeconds: at ? Math.max(0, Math.floor((Date.now() - at.getTime()) / 1000)) : null,
      };
      return reply.header('cache-control', 'no-store').send({ status: 'ok', outbox, backup, calendars });
    },
  );
}
