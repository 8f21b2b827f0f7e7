import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { errorBody } from '../../lib/http-error.js';

/** A health check that answers ok while the database does not would keep a broken instance in rotation. */
export default function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send(errorBody(503, 'The database is unreachable'));
    }
  });
}
