import type { FastifyInstance } from 'fastify';
import { sendAppointmentReminders } from '../../domains/clients/use-cases/send-appointment-reminders.js';
import { listMyTasks } from '../../domains/tasks/use-cases/list-my-tasks.js';
import {
  getClientMailSettings,
  getMyMailSettings,
  updateClientMailSettings,
  updateMyMailSettings,
} from '../../domains/users/use-cases/mail-settings.js';
import { contractRoute } from '../../lib/contract-route.js';
import { runPeriodically } from '../../lib/run-periodically.js';
import { contextOf } from '../../services/use-case-context.js';

export interface MyTasksRoutesOptions {
  /** How often the reminder job runs (REMINDER_INTERVAL_SECONDS). */
  reminderIntervalSeconds: number;
}

/**
 * A case worker's day and how people are reached (issue 31): the Today list, each person's language
 * for e-mail and their appointment reminders, and the job that sends the reminders.
 */
export default function myTasksRoutes(
  app: FastifyInstance,
  { reminderIntervalSeconds }: MyTasksRoutesOptions,
) {
  runPeriodically(app, {
    every: reminderIntervalSeconds * 1000,
    task: async () => {
      await sendAppointmentReminders(app.db, app.outbox, app.clock.now());
    },
    name: 'appointment reminders',
  });

  contractRoute(app, 'GET /api/my/tasks', {}, ({ query, user }) =>
    listMyTasks(contextOf(app), user, { caseWorkerId: query.caseWorkerId }),
  );

  contractRoute(app, 'GET /api/my/mail-settings', {}, ({ user }) =>
    getMyMailSettings(app.db, user),
  );

  contractRoute(app, 'PUT /api/my/mail-settings', {}, ({ body, user }) =>
    updateMyMailSettings(app.db, user, body),
  );

  contractRoute(app, 'GET /api/clients/:id/mail-settings', {}, ({ params, user }) =>
    getClientMailSettings(app.db, user, params.id),
  );

  contractRoute(app, 'PUT /api/clients/:id/mail-settings', {}, ({ params, body, user }) =>
    updateClientMailSettings(app.db, user, { clientId: params.id, ...body }),
  );
}
