/**
 * GET /api/calendar/{roomId}.ics?token=… — the room kind's confirmed stays as an iCalendar for
 * other channels to import. Off (404) unless CALENDAR_TOKEN is set; a wrong token is the same 404.
 */
import type { FastifyInstance } from 'fastify';
import { findRoom } from '../../src/domain/rooms';
import { roomCalendar } from '../availability';
import { sendError } from '../http';
import { sameSecret } from '../security';

const READS_PER_MINUTE = 60;

export async function calendarRoutes(app: FastifyInstance, opts: { token: string | null }): Promise<void> {
  app.get<{ Params: { file: string }; Querystring: { token?: unknown } }>(
    '/api/calendar/:file',
    { config: { rateLimit: { max: READS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const match = /^(\d{1,3})\.ics$/.exec(request.params.file);
      const room = match ? findRoom(Number(match[1])) : undefined;
      if (opts.token === null || !room || !sameSecret(request.query.token, opts.token)) {
        return sendError(reply, 404, 'not_found', 'No such calendar.');
      }
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await roomCalendar(app.store, room.id));
    },
  );
}
