import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { loadPlanTemplate, replacePlanTemplate } from '../../repositories/plan-template.js';

/** The action-plan template: staff read it (it is what "Build the plan" adds); admins replace it. */
export default function planTemplateRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/plan-template', {}, async () => ({
    steps: await loadPlanTemplate(app.db),
  }));

  contractRoute(app, 'PUT /api/plan-template', {}, async ({ body }) => {
    await app.db.transaction().execute((trx) => replacePlanTemplate(trx, body.steps));
    return { steps: await loadPlanTemplate(app.db) };
  });
}
