import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { caseloadReport, listCaseloadAppointments } from '../../repositories/caseload.js';
import { startOfToday } from '../../repositories/dashboards.js';
import { dayOf } from '../../domains/jobs/dates.js';

/**
 * Case Worker › Appointments and Reports (issue 13): a case worker sees their own caseload only,
 * an admin every caseload. Neither takes an id, so there is no other owner's record to reach.
 */
export default function caseloadRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/appointments', {}, async ({ user }) =>
    listCaseloadAppointments(
      app.db,
      user.role === 'admin' ? null : user.id,
      startOfToday(app.clock.now()),
    ),
  );

  contractRoute(app, 'GET /api/my/caseload-report', {}, async ({ user }) =>
    caseloadReport(app.db, user.role === 'admin' ? null : user.id, dayOf(app.clock.now())),
  );
}
