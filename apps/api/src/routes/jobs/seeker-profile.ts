import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { getSeekerProfile } from '../../domains/jobs/use-cases/get-seeker-profile.js';
import { updateSeekerProfile } from '../../domains/jobs/use-cases/update-seeker-profile.js';
import { contextOf } from '../../services/use-case-context.js';

/** The client's own skills, interests and declaration (the inputs of their matches). */
export function registerSeekerProfileRoutes(app: FastifyInstance): void {
  contractRoute(app, 'GET /api/my/job-profile', {}, ({ user }) =>
    getSeekerProfile(contextOf(app), user),
  );

  contractRoute(app, 'PUT /api/my/job-profile', {}, ({ body, user }) =>
    updateSeekerProfile(contextOf(app), user, body),
  );
}
