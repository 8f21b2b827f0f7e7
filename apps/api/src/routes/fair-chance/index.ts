import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { runPeriodically } from '../../lib/run-periodically.js';
import { answerAssessment } from '../../domains/jobs/use-cases/answer-assessment.js';
import {
  listEmployerPlacementTasks,
  listClientPlacementTasks,
  markPlacementTaskDone,
} from '../../domains/jobs/use-cases/placement-tasks.js';
import {
  getEmployerAssessment,
  listClientAssessments,
  listMyAssessments,
} from '../../domains/jobs/use-cases/read-assessments.js';
import { recordAssessment } from '../../domains/jobs/use-cases/record-assessment.js';
import {
  TASK_REMINDER_INTERVAL_MS,
  sendTaskReminders,
} from '../../domains/jobs/use-cases/send-task-reminders.js';
import {
  getMyPrescreen,
  listClientPrescreens,
  saveMyPrescreen,
} from '../../domains/jobs/use-cases/wotc-prescreen.js';
import { contextOf } from '../../services/use-case-context.js';

/**
 * The fair-chance toolkit (issue 29 points 3 and 4): the individualized assessment and the client's
 * answer, and the placements' incentive tasks with their reminders (on the job leader only).
 */
export default function fairChanceRoutes(app: FastifyInstance) {
  runPeriodically(app, {
    every: TASK_REMINDER_INTERVAL_MS,
    task: async () => {
      await sendTaskReminders(app.db, app.outbox, app.clock.now());
    },
    name: 'incentive task reminders',
  });

  contractRoute(
    app,
    'POST /api/employer/applications/:id/assessment',
    {},
    ({ params, body, user }) =>
      recordAssessment(contextOf(app), user, { applicationId: params.id, ...body }),
  );

  contractRoute(app, 'GET /api/employer/applications/:id/assessment', {}, ({ params, user }) =>
    getEmployerAssessment(contextOf(app), user, params.id),
  );

  contractRoute(app, 'GET /api/my/assessments', {}, ({ user }) =>
    listMyAssessments(contextOf(app), user),
  );

  contractRoute(app, 'POST /api/my/assessments/:id/answer', {}, ({ params, body, user }) =>
    answerAssessment(contextOf(app), user, { id: params.id, ...body }),
  );

  contractRoute(app, 'GET /api/clients/:id/assessments', {}, ({ params, user }) =>
    listClientAssessments(contextOf(app), user, params.id),
  );

  contractRoute(app, 'GET /api/employer/placement-tasks', {}, ({ user }) =>
    listEmployerPlacementTasks(contextOf(app), user),
  );

  contractRoute(app, 'GET /api/clients/:id/placement-tasks', {}, ({ params, user }) =>
    listClientPlacementTasks(contextOf(app), user, params.id),
  );

  contractRoute(app, 'POST /api/placement-tasks/:id/done', {}, ({ params, user }) =>
    markPlacementTaskDone(contextOf(app), user, params.id),
  );

  contractRoute(app, 'GET /api/my/applications/:id/wotc-prescreen', {}, ({ params, user }) =>
    getMyPrescreen(contextOf(app), user, params.id),
  );

  contractRoute(app, 'PUT /api/my/applications/:id/wotc-prescreen', {}, ({ params, body, user }) =>
    saveMyPrescreen(contextOf(app), user, { applicationId: params.id, ...body }),
  );

  contractRoute(app, 'GET /api/clients/:id/wotc-prescreens', {}, ({ params, user }) =>
    listClientPrescreens(contextOf(app), user, params.id),
  );
}
