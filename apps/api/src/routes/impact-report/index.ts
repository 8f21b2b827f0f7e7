import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { dayOf } from '../../repositories/placements.js';
import { buildImpactReportPdf } from '../../services/impact-report-pdf.js';
import type { PdfOptions } from '../../services/impact-report-pdf.js';
import { computeOutcomes } from '../../services/outcomes.js';
import { reportWithRecords, toOutcomesSummary } from '../../services/outcomes-summary.js';

const CACHE_SECONDS = 3600;

export interface ImpactReportRoutesOptions {
  pdf?: PdfOptions | undefined;
}

export default function impactReportRoutes(
  app: FastifyInstance,
  { pdf }: ImpactReportRoutesOptions,
) {
  // The report is static content plus "From our records" (issue 14): the PDF is built again only
  // when those figures change, and its bytes kept until then.
  let cached: { figures: string; pdf: Promise<Buffer> } | undefined;

  contractRoute(app, 'GET /download/impact-report', {}, async (_request, reply) => {
    const summary = toOutcomesSummary(await computeOutcomes(app.db, dayOf(app.clock.now())));
    const figures = JSON.stringify(summary);
    if (cached?.figures !== figures) {
      const building = buildImpactReportPdf(reportWithRecords(summary), pdf).catch(
        (error: unknown) => {
          cached = undefined;
          throw error;
        },
      );
      cached = { figures, pdf: building };
    }
    const body = await cached.pdf;
    return reply
      .type('application/pdf')
      .header('Content-Disposition', 'inline; filename="pathways-impact-report.pdf"')
      .header('Cache-Control', `public, max-age=${CACHE_SECONDS}`)
      .send(body);
  });
}
