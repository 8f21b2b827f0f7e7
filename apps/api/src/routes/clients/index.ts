import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/run-periodically.js';
import { CONSENT_LAPSE_INTERVAL_MS, recordLapsedConsents } from '../../services/consent-lapse.js';
import { registerConsentAndReferralRoutes } from './consent-and-referral-routes.js';
import { registerNoteRoutes } from './note-routes.js';
import { registerPlanRoutes } from './plan-routes.js';
import { registerRecordRoutes } from './record-routes.js';

/**
 * The case worker's workspace (issue 13). Each route parses, calls one use case of
 * domains/clients, and answers; the use case finds the client within the caller's reach
 * (domains/clients/policy.ts: own caseload, or any client for an admin; anything else is 404).
 */
export default function clientRoutes(app: FastifyInstance) {
  runPeriodically(app, {
    every: CONSENT_LAPSE_INTERVAL_MS,
    task: async () => {
      await recordLapsedConsents(app.db, app.clock.now());
    },
    name: 'consent lapse',
  });
  registerRecordRoutes(app);
  registerNoteRoutes(app);
  registerPlanRoutes(app);
  registerConsentAndReferralRoutes(app);
}
