import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { dayOf } from '../../domains/jobs/dates.js';
import { buildImpactReportPdf } from '../../services/impact-report-pdf/index.js';
import type { PdfOptions } from '../../services/impact-report-pdf/index.js';
import { computeOutcomes } from '../../domains/outcomes/repository.js';
import { reportWithRecords, toOutcomesSummary } from '../../domains/outcomes/summary.js';

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

  /** The records' figures, or null when the database cannot give them: the stated report still goes out. */
  async function recordsFigures(request: FastifyRequest) {
    try {
      return toOutcomesSummary(await computeOutcomes(app.db, dayOf(app.clock.now())));
    } catch (error) {
      request.log.warn({ err: error }, 'impact report without "From our records"');
      return null;
    }
  }

  contractRoute(app, 'GET /download/impact-report', {}, async (request, reply) => {
    const summary = await recordsFigures(request);
    const figures = JSON.stringify(summary);
    if (cached?.figures !== figures) {
      const report = summary ? reportWithRecords(summary) : undefined;
      const building = buildImpactReportPdf({ createdAt: app.clock.now() }, report, pdf).catch(
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
