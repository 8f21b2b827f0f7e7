import {
  clientIntakeSchema,
  contactSchema,
  employerPartnershipSchema,
  volunteerApplicationSchema,
} from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { limitConfig } from '../../lib/rate-limits.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { parseBody } from '../../lib/validate.js';
import { insertContactSubmission, insertFormSubmission } from '../../repositories/submissions.js';

export interface FormRoutesOptions {
  rateLimits: RateLimits | null;
}

/** The public forms: validated with the web's own schemas, stored (never dropped), answered with a reference. */
export default function formRoutes(app: FastifyInstance, { rateLimits }: FormRoutesOptions) {
  const config = limitConfig(rateLimits?.forms);

  app.post('/api/contact', { config }, async (request, reply) => {
    const contact = parseBody(contactSchema, request.body);
    return reply.code(201).send(await insertContactSubmission(app.db, contact));
  });

  app.post('/api/client-intake', { config }, async (request, reply) => {
    const intake = parseBody(clientIntakeSchema, request.body);
    const stored = await insertFormSubmission(app.db, 'client_intake_submissions', {
      name: `${intake.firstName} ${intake.lastName}`,
      email: intake.email,
      payload: intake,
    });
    return reply.code(201).send(stored);
  });

  app.post('/api/employer-partnership', { config }, async (request, reply) => {
    const partnership = parseBody(employerPartnershipSchema, request.body);
    const stored = await insertFormSubmission(app.db, 'employer_partnership_submissions', {
      name: `${partnership.contactName} (${partnership.companyName})`,
      email: partnership.email,
      payload: partnership,
    });
    return reply.code(201).send(stored);
  });

  app.post('/api/volunteer-application', { config }, async (request, reply) => {
    const volunteer = parseBody(volunteerApplicationSchema, request.body);
    const stored = await insertFormSubmission(app.db, 'volunteer_applications', {
      name: `${volunteer.firstName} ${volunteer.lastName}`,
      email: volunteer.email,
      payload: volunteer,
    });
    return reply.code(201).send(stored);
  });
}
