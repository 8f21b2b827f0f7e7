import type { FastifyInstance } from 'fastify';
import { getPlanTemplate } from '../../domains/clients/use-cases/get-plan-template.js';
import { replacePlanTemplate } from '../../domains/clients/use-cases/replace-plan-template.js';
import { contractRoute } from '../../lib/contract-route.js';
import { contextOf } from '../../services/use-case-context.js';

/** The action-plan template: staff read it (it is what "Build the plan" adds); admins replace it. */
export default function planTemplateRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/plan-template', {}, () => getPlanTemplate(contextOf(app)));

  contractRoute(app, 'PUT /api/plan-template', {}, ({ body }) =>
    replacePlanTemplate(contextOf(app), body),
  );
}
