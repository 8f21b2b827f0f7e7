import { impactReport } from '@pathways/content';
import type { ImpactReport } from '@pathways/content';
import PDFDocument from 'pdfkit';
import { PAGE } from './layout.js';
import { drawPageNumbers } from './page-numbers.js';
import { reportParts } from './report-parts.js';

export interface PdfOptions {
  /** pdfkit deflates page streams by default; tests may switch it off to read the text back. */
  compress?: boolean;
}

export interface PdfBuild {
  /** The document's creation date (the app's clock, so tests pin it). */
  createdAt: Date;
}

/**
 * Writes the Impact and Opportunity Report as a PDF: a cover with the contents, the report's
 * sections with their charts drawn as vector shapes, page numbers, and document metadata (title,
 * author, subject, language) for readers and assistive technology. Uses pdfkit's built-in
 * Helvetica: no font files to fetch.
 */
export function buildImpactReportPdf(
  { createdAt }: PdfBuild,
  report: ImpactReport = impactReport,
  { compress = true }: PdfOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      ...PAGE,
      compress,
      bufferPages: true,
      lang: report.pdf.language,
      displayTitle: true,
      info: {
        Title: report.title,
        Author: report.organization,
        Subject: report.subtitle,
        CreationDate: createdAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    for (const drawPart of reportParts) drawPart(doc, { report });
    drawPageNumbers(doc, report.pdf.pageNumber);
    doc.end();
  });
}
