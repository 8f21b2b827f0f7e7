import type { FastifyInstance } from 'fastify';
import { limitConfig } from '../../lib/rate-limits.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { contractRoute } from '../../lib/contract-route.js';
import { insertContactSubmission, insertFormSubmission } from '../../repositories/submissions.js';

export interface FormRoutesOptions {
  rateLimits: RateLimits | null;
}

/** The public forms: validated with the web's own schemas, stored (never dropped), answered with a reference. */
export default function formRoutes(app: FastifyInstance, { rateLimits }: FormRoutesOptions) {
  const config = limitConfig(rateLimits?.forms);

  contractRoute(app, 'POST /api/contact', { config }, (request) =>
    insertContactSubmission(app.db, request.body),
  );

  contractRoute(app, 'POST /api/client-intake', { config }, ({ body: intake }) =>
    insertFormSubmission(app.db, 'client_intake_submissions', {
      name: `${intake.firstName} ${intake.lastName}`,
      email: intake.email,
      payload: intake,
    }),
  );

  contractRoute(app, 'POST /api/employer-partnership', { config }, ({ body: partnership }) =>
    insertFormSubmission(app.db, 'employer_partnership_submissions', {
      name: `${partnership.contactName} (${partnership.companyName})`,
      email: partnership.email,
      payload: partnership,
    }),
  );

  contractRoute(app, 'POST /api/volunteer-application', { config }, ({ body: volunteer }) =>
    insertFormSubmission(app.db, 'volunteer_applications', {
      name: `${volunteer.firstName} ${volunteer.lastName}`,
      email: volunteer.email,
      payload: volunteer,
    }),
  );
}
