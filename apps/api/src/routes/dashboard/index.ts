import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import {
  getAdminDashboard,
  getCaseWorkerDashboard,
  getClientDashboard,
  getEmployerDashboard,
} from '../../repositories/dashboards.js';
import type { User } from '../../repositories/users.js';

/** The portal's dashboards: each admits its own role and admin (spec §6), checked here, not only in the web app. */
export default function dashboardRoutes(app: FastifyInstance) {
  // requireRole has already turned signed-out requests away; this narrows the type for the handlers.
  const signedInUser = (user: User | null): User => {
    if (!user) throw new HttpError(401, 'Please sign in to continue');
    return user;
  };

  contractRoute(
    app,
    'GET /api/dashboard/client',
    { preHandler: app.requireRole('client') },
    (request) => getClientDashboard(app.db, signedInUser(request.user), app.clock.now()),
  );
  contractRoute(
    app,
    'GET /api/dashboard/case-worker',
    { preHandler: app.requireRole('caseWorker') },
    (request) => getCaseWorkerDashboard(app.db, signedInUser(request.user), app.clock.now()),
  );
  contractRoute(app, 'GET /api/dashboard/admin', { preHandler: app.requireRole() }, () =>
    getAdminDashboard(app.db, app.clock.now()),
  );
  contractRoute(
    app,
    'GET /api/dashboard/employer',
    { preHandler: app.requireRole('employer') },
    (request) => getEmployerDashboard(app.db, signedInUser(request.user), app.clock.now()),
  );
}
