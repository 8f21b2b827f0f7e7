import { COLOR, FONT, GAP, SIZE } from '../layout.js';
import type { ReportPart } from '../report-part.js';

const TITLE_TOP = 180;
const RULE_WIDTH = 2;

/** The first page: title, subtitle, publisher and the list of sections; the sections start overleaf. */
export const drawCover: ReportPart = (doc, { report }) => {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.y = TITLE_TOP;
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOR.accent).text(report.title);
  doc.moveDown(GAP.afterParagraph);
  doc.font(FONT.regular).fontSize(SIZE.subtitle).fillColor(COLOR.muted).text(report.subtitle);
  doc.moveDown(GAP.afterParagraph);
  doc.font(FONT.bold).fontSize(SIZE.body).fillColor(COLOR.text).text(report.organization);
  doc.moveDown(GAP.afterSection);
  doc
    .moveTo(left, doc.y)
    .lineTo(right, doc.y)
    .lineWidth(RULE_WIDTH)
    .strokeColor(COLOR.accent)
    .stroke();
  doc.moveDown(GAP.afterSection);
  doc
    .font(FONT.bold)
    .fontSize(SIZE.heading)
    .fillColor(COLOR.accent)
    .text(report.pdf.contentsHeading);
  doc.moveDown(GAP.afterParagraph);
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text);
  report.sections.forEach((section, index) => {
    doc.text(`${String(index + 1).padStart(2, '0')}   ${section.heading}`);
    doc.moveDown(GAP.afterParagraph / 2);
  });
  doc.addPage();
};
