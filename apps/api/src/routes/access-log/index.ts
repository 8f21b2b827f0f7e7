import type { FastifyInstance } from 'fastify';
import { exportAccessLog } from '../../domains/access-log/use-cases/export-access-log.js';
import { listAccessLog } from '../../domains/access-log/use-cases/list-access-log.js';
import { contractRoute } from '../../lib/contract-route.js';

/** Admin › Reports › Access log: every read of a sensitive field. */
export default function accessLogRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/access-log', {}, ({ query, user }) =>
    listAccessLog(app.db, user, query),
  );

  contractRoute(app, 'GET /api/access-log.csv', {}, async ({ query, user }, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="access-log.csv"')
      .send(await exportAccessLog(app.db, user, query)),
  );
}
