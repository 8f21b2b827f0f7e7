import type { FastifyInstance } from 'fastify';
import { exportCaseloadMove } from '../../domains/clients/use-cases/export-caseload-move.js';
import { moveCaseload } from '../../domains/clients/use-cases/move-caseload.js';
import { contractRoute } from '../../lib/contract-route.js';
import { contextOf } from '../../services/use-case-context.js';

/** Admin › Case workers: moving clients between case workers (issue 31.6), and each move's CSV. */
export default function caseloadMoveRoutes(app: FastifyInstance) {
  contractRoute(app, 'POST /api/admin/caseload-moves', {}, ({ body, user }) =>
    moveCaseload(contextOf(app), user, body),
  );

  contractRoute(app, 'GET /api/admin/caseload-moves/:id.csv', {}, async ({ params, user }, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="caseload-move-${params.id}.csv"`)
      .send(await exportCaseloadMove(contextOf(app), user, params.id)),
  );
}
