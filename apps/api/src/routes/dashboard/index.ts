import type { FastifyInstance } from 'fastify';
import { getAdminDashboard } from '../../domains/dashboards/admin-dashboard.js';
import { getCaseWorkerDashboard } from '../../domains/dashboards/case-worker-dashboard.js';
import { getClientDashboard } from '../../domains/dashboards/client-dashboard.js';
import { getEmployerDashboard } from '../../domains/dashboards/employer-dashboard.js';
import { contractRoute } from '../../lib/contract-route.js';

/** The portal's dashboards: the contract admits each one's own role and admin (spec §6). */
export default function dashboardRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/dashboard/client', {}, (request) =>
    getClientDashboard(app.db, request.user, app.clock.now()),
  );
  contractRoute(app, 'GET /api/dashboard/case-worker', {}, (request) =>
    getCaseWorkerDashboard(app.db, request.user, app.clock.now()),
  );
  contractRoute(app, 'GET /api/dashboard/admin', {}, () =>
    getAdminDashboard(app.db, app.clock.now()),
  );
  contractRoute(app, 'GET /api/dashboard/employer', {}, (request) =>
    getEmployerDashboard(app.db, request.user, app.clock.now()),
  );
}
