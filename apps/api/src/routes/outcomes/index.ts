import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { exportOutcomesCsv } from '../../domains/outcomes/use-cases/export-outcomes-csv.js';
import type { CsvExport } from '../../domains/outcomes/use-cases/export-outcomes-csv.js';
import { exportPlacementsCsv } from '../../domains/outcomes/use-cases/export-placements-csv.js';
import { getOutcomesSummary } from '../../domains/outcomes/use-cases/get-outcomes-summary.js';
import { getOutcomes } from '../../domains/outcomes/use-cases/get-outcomes.js';
import { contextOf } from '../../services/use-case-context.js';

function sendCsv(reply: FastifyReply, csv: CsvExport): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .send(csv.text);
}

/** Admin › Reports › Outcomes (issue 14): the figures funders ask for, and their CSVs. */
export default function outcomeRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/outcomes', {}, () => getOutcomes(contextOf(app)));

  contractRoute(app, 'GET /api/outcomes/summary', {}, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return getOutcomesSummary(contextOf(app));
  });

  contractRoute(app, 'GET /api/outcomes.csv', {}, async (_request, reply) =>
    sendCsv(reply, await exportOutcomesCsv(contextOf(app))),
  );

  contractRoute(app, 'GET /api/outcomes/placements.csv', {}, async (_request, reply) =>
    sendCsv(reply, await exportPlacementsCsv(contextOf(app))),
  );
}
