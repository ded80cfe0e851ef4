/** GET /api/health — the process answers and the database does a round trip. */
import type { FastifyInstance } from 'fastify';
import { pingStore } from '../db/database';
import { errorSchema, sendError } from '../http/errors';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        response: { 200: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } }, 503: errorSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingStore(app.store);
      } catch (error) {
        request.log.error({ err: { type: (error as Error).name } }, 'health check: database unreachable');
        return sendError(reply, 503, 'unavailable', 'The database is not reachable.');
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    },
  );
}
