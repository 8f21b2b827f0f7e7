import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { dayOf } from '../../repositories/placements.js';
import { computeOutcomes } from '../../services/outcomes.js';
import { outcomesFiguresCsv, outcomesRowsCsv } from '../../services/outcomes-csv.js';
import { toOutcomesSummary } from '../../services/outcomes-summary.js';

/** Admin › Reports › Outcomes (issue 14): the figures funders ask for, and their CSVs. */
export default function outcomeRoutes(app: FastifyInstance) {
  const today = () => dayOf(app.clock.now());

  contractRoute(app, 'GET /api/outcomes', {}, () => computeOutcomes(app.db, today()));

  contractRoute(app, 'GET /api/outcomes/summary', {}, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return toOutcomesSummary(await computeOutcomes(app.db, today()));
  });

  contractRoute(app, 'GET /api/outcomes.csv', {}, async (_request, reply) => {
    const day = today();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="outcomes-${day}.csv"`)
      .send(outcomesFiguresCsv(await computeOutcomes(app.db, day)));
  });

  contractRoute(app, 'GET /api/outcomes/placements.csv', {}, async (_request, reply) => {
    const day = today();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="placements-deidentified-${day}.csv"`)
      .send(await outcomesRowsCsv(app.db, app.cipher, day));
  });
}
