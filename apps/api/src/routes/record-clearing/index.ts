import type { FastifyInstance } from 'fastify';
import { screenClientCase } from '../../domains/record-clearing/use-cases/screen-client-case.js';
import { sendScreeningToCaseWorker } from '../../domains/record-clearing/use-cases/send-screening-to-case-worker.js';
import { revealSubmission } from '../../domains/inbox/use-cases/reveal-submission.js';
import { contractRoute } from '../../lib/contract-route.js';
import { limitConfig, type RateLimits } from '../../lib/rate-limits.js';
import { contextOf } from '../../services/use-case-context.js';

export interface RecordClearingRoutesOptions {
  rateLimits: RateLimits | null;
}

/** Issue 30: the routes that take a record-clearing case to the server. Thin: use cases do the work. */
export default function recordClearingRoutes(
  app: FastifyInstance,
  { rateLimits }: RecordClearingRoutesOptions,
) {
  contractRoute(
    app,
    'POST /api/record-clearing-screenings',
    { config: limitConfig(rateLimits?.forms) },
    (request) => sendScreeningToCaseWorker(app, request.body),
  );

  contractRoute(app, 'POST /api/clients/:id/record-screenings', {}, ({ params, body, user }) =>
    screenClientCase(contextOf(app), user, params.id, body.case),
  );

  // The inbox's one reveal use case: need-to-know or a reason, logged like every sealed read.
  contractRoute(app, 'POST /api/inbox/recordClearing/:id/reveal', {}, ({ params, body, user }) =>
    revealSubmission(contextOf(app), user, {
      kind: 'recordClearing',
      id: params.id,
      reason: body.reason,
    }),
  );
}
