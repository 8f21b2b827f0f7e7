import type { FastifyInstance } from 'fastify';
import { acceptIntake } from '../../domains/inbox/use-cases/accept-intake.js';
import { revealSubmission } from '../../domains/inbox/use-cases/reveal-submission.js';
import { contractRoute } from '../../lib/contract-route.js';
import { contextOf } from '../../services/use-case-context.js';

/** Sealed answers opened (and logged), and an intake accepted into a client. */
export function registerIntakeRoutes(app: FastifyInstance): void {
  contractRoute(app, 'POST /api/inbox/clientIntake/:id/reveal', {}, ({ params, body, user }) =>
    revealSubmission(contextOf(app), user, {
      kind: 'clientIntake',
      id: params.id,
      reason: body.reason,
    }),
  );

  contractRoute(app, 'POST /api/inbox/volunteer/:id/reveal', {}, ({ params, body, user }) =>
    revealSubmission(contextOf(app), user, {
      kind: 'volunteer',
      id: params.id,
      reason: body.reason,
    }),
  );

  contractRoute(app, 'POST /api/inbox/clientIntake/:id/accept', {}, ({ params, body, user }) =>
    acceptIntake(contextOf(app), user, { ...body, id: params.id }),
  );
}
