import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { enrollInProgram } from '../../domains/jobs/use-cases/enroll-in-program.js';
import { listClientPlacements } from '../../domains/jobs/use-cases/list-client-placements.js';
import { listDueFollowUps } from '../../domains/jobs/use-cases/list-due-follow-ups.js';
import { recordFollowUp } from '../../domains/jobs/use-cases/record-follow-up.js';
import { contextOf } from '../../services/use-case-context.js';

/**
 * Placements on the client's record and the case worker's follow-ups (issue 14). A case worker
 * reaches only their own caseload: anything else is 404, as for the client record itself.
 */
export default function placementRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/clients/:id/placements', {}, ({ params, user }) =>
    listClientPlacements(contextOf(app), user, params.id),
  );

  contractRoute(app, 'POST /api/clients/:id/program-enrollments', {}, ({ params, body, user }) =>
    enrollInProgram(contextOf(app), user, { clientId: params.id, ...body }),
  );

  contractRoute(app, 'GET /api/follow-ups', {}, ({ user }) =>
    listDueFollowUps(contextOf(app), user),
  );

  contractRoute(app, 'PATCH /api/follow-ups/:id', {}, ({ params, body, user }) =>
    recordFollowUp(contextOf(app), user, { id: params.id, ...body }),
  );
}
