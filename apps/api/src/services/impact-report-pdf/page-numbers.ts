import { COLOR, FONT, SIZE } from './layout.js';

/** Half the bottom margin: the page number sits in the margin, clear of the text. */
const FOOTER_RISE = 36;

/**
 * Writes "Page n of N" at the foot of every page. Needs `bufferPages`, since the total is known
 * only once the last page exists.
 */
export function drawPageNumbers(doc: PDFKit.PDFDocument, template: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { margins } = doc.page;
    // Writing inside the bottom margin would make pdfkit open a new page: lift the margin first.
    const bottomMargin = margins.bottom;
    margins.bottom = 0;
    const label = template
      .replace('{page}', String(index - start + 1))
      .replace('{pages}', String(count));
    doc
      .font(FONT.regular)
      .fontSize(SIZE.small)
      .fillColor(COLOR.muted)
      .text(label, margins.left, doc.page.height - FOOTER_RISE, {
        width: doc.page.width - margins.left - margins.right,
        align: 'center',
        lineBreak: false,
      });
    margins.bottom = bottomMargin;
  }
}
