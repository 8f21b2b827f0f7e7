import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { listCandidates } from '../../domains/consents/use-cases/list-candidates.js';
import { addApplicationNote } from '../../domains/jobs/use-cases/add-application-note.js';
import { applyToJob } from '../../domains/jobs/use-cases/apply-to-job.js';
import { getJob } from '../../domains/jobs/use-cases/get-job.js';
import { listClientApplications } from '../../domains/jobs/use-cases/list-client-applications.js';
import { listEmployerApplications } from '../../domains/jobs/use-cases/list-employer-applications.js';
import { listMyApplications } from '../../domains/jobs/use-cases/list-my-applications.js';
import { listMatches } from '../../domains/jobs/use-cases/list-matches.js';
import { moveApplication } from '../../domains/jobs/use-cases/move-application.js';
import { proposeInterviewTimes } from '../../domains/jobs/use-cases/propose-interview-times.js';
import { replyToInterviewTimes } from '../../domains/jobs/use-cases/reply-to-interview-times.js';
import { searchJobs } from '../../domains/jobs/use-cases/search-jobs.js';
import { withdrawApplication } from '../../domains/jobs/use-cases/withdraw-application.js';
import { contextOf } from '../../services/use-case-context.js';
import { registerEmployerRoutes } from './employer.js';
import { registerSeekerProfileRoutes } from './seeker-profile.js';

/**
 * The job board (issue 14): search, applications and the pipeline. Who may do what lives in
 * domains/jobs/policy.ts; every handler parses, calls one use case and answers.
 */
export default function jobRoutes(app: FastifyInstance) {
  registerEmployerRoutes(app);
  registerSeekerProfileRoutes(app);

  contractRoute(app, 'GET /api/jobs', {}, ({ query }) => searchJobs(app.db, query));

  contractRoute(app, 'GET /api/jobs/:id', {}, ({ params }) => getJob(app.db, params.id));

  contractRoute(app, 'POST /api/jobs/:id/applications', {}, ({ params, body, user }) =>
    applyToJob(contextOf(app), user, { jobId: params.id, ...body }),
  );

  contractRoute(app, 'GET /api/my/matches', {}, ({ user }) => listMatches(contextOf(app), user));

  contractRoute(app, 'GET /api/my/applications', {}, async ({ user }) => ({
    applications: await listMyApplications(app.db, user),
  }));

  contractRoute(app, 'POST /api/my/applications/:id/withdraw', {}, ({ params, user }) =>
    withdrawApplication(contextOf(app), user, params.id),
  );

  contractRoute(
    app,
    'POST /api/my/applications/:id/interview-reply',
    {},
    ({ params, body, user }) =>
      replyToInterviewTimes(contextOf(app), user, { applicationId: params.id, ...body }),
  );

  contractRoute(app, 'GET /api/employer/applications', {}, async ({ user }) => ({
    applications: await listEmployerApplications(app.db, user),
  }));

  contractRoute(app, 'POST /api/employer/applications/:id/status', {}, ({ params, body, user }) =>
    moveApplication(contextOf(app), user, { applicationId: params.id, ...body }),
  );

  contractRoute(app, 'POST /api/employer/applications/:id/notes', {}, ({ params, body, user }) =>
    addApplicationNote(contextOf(app), user, { applicationId: params.id, body: body.body }),
  );

  contractRoute(
    app,
    'POST /api/employer/applications/:id/interview-times',
    {},
    ({ params, body, user }) =>
      proposeInterviewTimes(contextOf(app), user, { applicationId: params.id, times: body.times }),
  );

  contractRoute(app, 'GET /api/employer/candidates', {}, async ({ user }) => ({
    candidates: await listCandidates(contextOf(app), user),
  }));

  contractRoute(app, 'GET /api/clients/:id/applications', {}, ({ params, user }) =>
    listClientApplications(app.db, user, params.id),
  );
}
