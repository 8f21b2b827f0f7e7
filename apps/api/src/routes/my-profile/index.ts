import type { FastifyInstance } from 'fastify';
import { getMyCase } from '../../domains/clients/use-cases/get-my-case.js';
import { requestReschedule } from '../../domains/clients/use-cases/request-reschedule.js';
import { updateMyProfile } from '../../domains/clients/use-cases/update-my-profile.js';
import { contractRoute } from '../../lib/contract-route.js';
import { contextOf } from '../../services/use-case-context.js';

/**
 * What a client reads and changes of their own case (issue 13): their case, their profile, and a
 * request to move an appointment. Everything is the signed-in client's own; another client's
 * appointment is 404. Each change goes on the timeline their case worker reads.
 */
export default function myProfileRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/my/case', {}, ({ user }) => getMyCase(contextOf(app), user));

  contractRoute(app, 'PATCH /api/my/profile', {}, ({ body, user }) =>
    updateMyProfile(contextOf(app), user, body),
  );

  contractRoute(app, 'POST /api/my/appointments/:id/reschedule', {}, ({ params, body, user }) =>
    requestReschedule(contextOf(app), user, {
      appointmentId: params.id,
      preferredTimes: body.preferredTimes,
    }),
  );
}
