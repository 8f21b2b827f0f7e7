import type { ReportSection } from '@pathways/content';
import { drawReportChart } from '../charts/report-chart.js';
import { COLOR, FONT, GAP, SIZE, keepTogether } from '../layout.js';
import type { ReportPart } from '../report-part.js';

/** A heading never ends a page: it keeps this much room for the text under it. */
const HEADING_WITH_FIRST_LINES = 80;

function drawSectionText(doc: PDFKit.PDFDocument, section: ReportSection, index: number): void {
  keepTogether(doc, HEADING_WITH_FIRST_LINES);
  doc
    .font(FONT.bold)
    .fontSize(SIZE.small)
    .fillColor(COLOR.muted)
    .text(String(index + 1).padStart(2, '0'));
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
 * Every section of the report page, walked generically (a section added to @pathways/content
 * appears here too), each followed by its chart when the content gives it one.
 */
export const drawContentSections: ReportPart = (doc, { report }) => {
  report.sections.forEach((section, index) => {
    drawSectionText(doc, section, index);
    const chart = report.charts[section.id];
    if (chart) drawReportChart(doc, chart);
  });
};
