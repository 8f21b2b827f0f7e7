import type { FastifyInstance } from 'fastify';
import { getCaseloadReport } from '../../domains/clients/use-cases/get-caseload-report.js';
import { listCaseloadAppointments } from '../../domains/clients/use-cases/list-caseload-appointments.js';
import { contractRoute } from '../../lib/contract-route.js';
import { contextOf } from '../../services/use-case-context.js';

/**
 * Case Worker › Appointments and Reports (issue 13): a case worker sees their own caseload only,
 * an admin every caseload. Neither takes an id, so there is no other owner's record to reach.
 */
export default function caseloadRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/appointments', {}, ({ user }) =>
    listCaseloadAppointments(contextOf(app), user),
  );

  contractRoute(app, 'GET /api/my/caseload-report', {}, ({ user }) =>
    getCaseloadReport(contextOf(app), user),
  );
}
