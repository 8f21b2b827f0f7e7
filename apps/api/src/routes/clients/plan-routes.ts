import type { FastifyInstance } from 'fastify';
import { addMilestone } from '../../domains/clients/use-cases/add-milestone.js';
import { buildPlan } from '../../domains/clients/use-cases/build-plan.js';
import { scheduleAppointment } from '../../domains/clients/use-cases/schedule-appointment.js';
import { updateAppointment } from '../../domains/clients/use-cases/update-appointment.js';
import { updateMilestone } from '../../domains/clients/use-cases/update-milestone.js';
import { contractRoute } from '../../lib/contract-route.js';
import { contextOf } from '../../services/use-case-context.js';

/** The action plan (milestones, follow-ups) and appointments of a client. */
export function registerPlanRoutes(app: FastifyInstance): void {
  contractRoute(app, 'POST /api/clients/:id/appointments', {}, ({ params, body, user }) =>
    scheduleAppointment(contextOf(app), user, { ...body, clientId: params.id }),
  );

  contractRoute(
    app,
    'PATCH /api/clients/:id/appointments/:appointmentId',
    {},
    ({ params, body, user }) =>
      updateAppointment(contextOf(app), user, {
        ...body,
        clientId: params.id,
        appointmentId: params.appointmentId,
      }),
  );

  contractRoute(app, 'POST /api/clients/:id/plan', {}, ({ params, user }) =>
    buildPlan(contextOf(app), user, { clientId: params.id }),
  );

  contractRoute(app, 'POST /api/clients/:id/milestones', {}, ({ params, body, user }) =>
    addMilestone(contextOf(app), user, { ...body, clientId: params.id }),
  );

  contractRoute(
    app,
    'PATCH /api/clients/:id/milestones/:milestoneId',
    {},
    ({ params, body, user }) =>
      updateMilestone(contextOf(app), user, {
        ...body,
        clientId: params.id,
        milestoneId: params.milestoneId,
      }),
  );
}
