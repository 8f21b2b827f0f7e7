import { impactReport, site } from '@pathways/content';
import type { ImpactReport, ReportSection } from '@pathways/content';
import PDFDocument from 'pdfkit';

/** Letter paper with one-inch margins, as US readers print it. */
const PAGE = { size: 'LETTER', margin: 72 } as const;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const SIZE = { title: 22, subtitle: 12, heading: 15, body: 11, small: 9 } as const;
const COLOR = { text: '#1f2937', accent: '#0f5132', muted: '#4b5563' } as const;
const GAP = { afterParagraph: 0.5, afterSection: 1, bulletIndent: 12 } as const;

export interface PdfOptions {
  /** pdfkit deflates page streams by default; tests switch it off to read the text back. */
  compress?: boolean;
}

function writeSection(doc: PDFKit.PDFDocument, section: ReportSection): void {
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.accent).text(section.heading);
  doc.moveDown(GAP.afterParagraph);
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text);
  for (const paragraph of section.paragraphs) {
    doc.text(paragraph);
    doc.moveDown(GAP.afterParagraph);
  }
  for (const item of section.items ?? []) {
    doc.text(`•  ${item}`, { indent: GAP.bulletIndent });
  }
  for (const row of section.rows ?? []) {
    doc
      .font(FONT.bold)
      .text(`${row.label}: `, { continued: true })
      .font(FONT.regular)
      .text(row.value);
  }
  doc.moveDown(GAP.afterSection);
}

/**
 * Writes the impact report as a PDF by walking its sections generically, so a section added to
 * @pathways/content appears here too. Uses pdfkit's built-in Helvetica: no font files to fetch.
 */
export function buildImpactReportPdf(
  report: ImpactReport = impactReport,
  { compress = true }: PdfOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      ...PAGE,
      compress,
      info: { Title: report.title, Author: report.organization, Subject: report.subtitle },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOR.accent).text(report.title);
    doc.moveDown(GAP.afterParagraph);
    doc.font(FONT.regular).fontSize(SIZE.subtitle).fillColor(COLOR.muted).text(report.subtitle);
    doc.moveDown(GAP.afterSection);
    for (const section of report.sections) writeSection(doc, section);

    const { contact } = site;
    doc
      .font(FONT.regular)
      .fontSize(SIZE.small)
      .fillColor(COLOR.muted)
      .text(
        `${report.organization} · ${contact.address.street}, ${contact.address.city}, ${contact.address.stateCode} ${contact.address.zipCode} · ${contact.phone} · ${contact.email}`,
      );
    doc.end();
  });
}
