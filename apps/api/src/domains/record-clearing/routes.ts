import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { limitConfig, type RateLimits } from '../../lib/rate-limits.js';
import { revealScreening } from './use-cases/reveal-screening.js';
import { screenClientCase } from './use-cases/screen-client-case.js';
import { sendScreeningToCaseWorker } from './use-cases/send-screening-to-case-worker.js';

export interface RecordClearingRoutesOptions {
  rateLimits: RateLimits | null;
}

/** Issue 30: the two routes that take a record-clearing case to the server. Thin: use-cases do the work. */
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
    screenClientCase(app, user, params.id, body.case),
  );

  contractRoute(app, 'POST /api/inbox/recordClearing/:id/reveal', {}, ({ params, body, user }) =>
    revealScreening(app, user, params.id, body.reason),
  );
}
