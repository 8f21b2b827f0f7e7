import type { FastifyInstance } from 'fastify';
import { inviteStaff } from '../../domains/users/use-cases/invite-staff.js';
import { listUsers } from '../../domains/users/use-cases/list-users.js';
import { updateUser } from '../../domains/users/use-cases/update-user.js';
import { contractRoute } from '../../lib/contract-route.js';

/** Admin › Users (issue 13): invite staff, change roles, deactivate (sessions end at once). */
export default function adminUserRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/admin/users', {}, ({ query }) => listUsers(app.db, query));

  contractRoute(app, 'POST /api/admin/users', {}, ({ body, user: admin }) =>
    inviteStaff(app.db, app.outbox, { input: body, invitedBy: admin.fullName }),
  );

  contractRoute(app, 'PATCH /api/admin/users/:id', {}, ({ params, body, user: admin }) =>
    updateUser(app.db, {
      actorId: admin.id,
      userId: params.id,
      change: body,
      now: app.clock.now(),
    }),
  );
}
