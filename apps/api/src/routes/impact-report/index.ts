import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { buildImpactReportPdf } from '../../services/impact-report-pdf/index.js';
import type { PdfOptions } from '../../services/impact-report-pdf/index.js';

const CACHE_SECONDS = 3600;

export interface ImpactReportRoutesOptions {
  pdf?: PdfOptions | undefined;
}

export default function impactReportRoutes(
  app: FastifyInstance,
  { pdf }: ImpactReportRoutesOptions,
) {
  // The report is static content: build it once, on first request, and keep the bytes.
  let cached: Promise<Buffer> | undefined;

  contractRoute(app, 'GET /download/impact-report', {}, async (_request, reply) => {
    cached ??= buildImpactReportPdf({ createdAt: app.clock.now() }, undefined, pdf).catch(
      (error: unknown) => {
        cached = undefined;
        throw error;
      },
    );
    const body = await cached;
    return reply
      .type('application/pdf')
      .header('Content-Disposition', 'inline; filename="pathways-impact-report.pdf"')
      .header('Cache-Control', `public, max-age=${CACHE_SECONDS}`)
      .send(body);
  });
}
