import type { FastifyInstance } from 'fastify';
import { registerNoteRoutes } from './note-routes.js';
import { registerPlanRoutes } from './plan-routes.js';
import { registerRecordRoutes } from './record-routes.js';

/**
 * The case worker's workspace (issue 13). Each route parses, calls one use case of
 * domains/clients, and answers; the use case finds the client within the caller's reach
 * (domains/clients/policy.ts: own caseload, or any client for an admin; anything else is 404).
 * Consents, disclosures and their lapse job live in routes/consents (domains/consents).
 */
export default function clientRoutes(app: FastifyInstance) {
  registerRecordRoutes(app);
  registerNoteRoutes(app);
  registerPlanRoutes(app);
}
