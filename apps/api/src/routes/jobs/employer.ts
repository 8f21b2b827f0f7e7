import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { createJob } from '../../domains/jobs/use-cases/create-job.js';
import { deleteJob } from '../../domains/jobs/use-cases/delete-job.js';
import {
  createEmployerCompany,
  getEmployerCompany,
} from '../../domains/jobs/use-cases/employer-company.js';
import { verifyEmployer } from '../../domains/jobs/use-cases/verify-employer.js';
import { getEmployerProfile } from '../../domains/jobs/use-cases/get-employer-profile.js';
import { listAdminJobs } from '../../domains/jobs/use-cases/list-admin-jobs.js';
import { listEmployerJobs } from '../../domains/jobs/use-cases/list-employer-jobs.js';
import { moveJob } from '../../domains/jobs/use-cases/move-job.js';
import { reviewJob } from '../../domains/jobs/use-cases/review-job.js';
import { updateEmployerProfile } from '../../domains/jobs/use-cases/update-employer-profile.js';
import { updateJob } from '../../domains/jobs/use-cases/update-job.js';
import { contextOf } from '../../services/use-case-context.js';

/**
 * Employer › Profile and Jobs, and Admin › Jobs: a company edits its profile and writes postings;
 * an admin approves a submitted posting or returns it to draft with a note. A new employer sets up
 * their company here, and an admin verifies it (issue 29).
 */
export function registerEmployerRoutes(app: FastifyInstance): void {
  contractRoute(app, 'GET /api/employer/company', {}, ({ user }) =>
    getEmployerCompany(contextOf(app), user),
  );

  contractRoute(app, 'POST /api/employer/company', {}, ({ body, user }) =>
    createEmployerCompany(contextOf(app), user, body),
  );

  contractRoute(app, 'GET /api/employer/profile', {}, ({ user }) =>
    getEmployerProfile(contextOf(app), user),
  );

  contractRoute(app, 'PUT /api/employer/profile', {}, ({ body, user }) =>
    updateEmployerProfile(contextOf(app), user, body),
  );

  contractRoute(app, 'GET /api/employer/jobs', {}, async ({ user }) => ({
    jobs: await listEmployerJobs(app.db, user),
  }));

  contractRoute(app, 'POST /api/employer/jobs', {}, ({ body, user }) =>
    createJob(contextOf(app), user, body),
  );

  contractRoute(app, 'PUT /api/employer/jobs/:id', {}, ({ params, body, user }) =>
    updateJob(contextOf(app), user, { jobId: params.id, ...body }),
  );

  contractRoute(app, 'POST /api/employer/jobs/:id/status', {}, ({ params, body, user }) =>
    moveJob(contextOf(app), user, { jobId: params.id, to: body.to }),
  );

  contractRoute(app, 'DELETE /api/employer/jobs/:id', {}, async ({ params, user }, reply) => {
    await deleteJob(contextOf(app), user, params.id);
    return reply.code(204).send();
  });

  contractRoute(app, 'POST /api/admin/employers/:id/verify', {}, ({ params }) =>
    verifyEmployer(app.db, params.id),
  );

  contractRoute(app, 'GET /api/admin/jobs', {}, async ({ query }) => ({
    jobs: await listAdminJobs(app.db, query.status),
  }));

  contractRoute(app, 'POST /api/admin/jobs/:id/review', {}, ({ params, body }) =>
    reviewJob(contextOf(app), { jobId: params.id, ...body }),
  );
}
