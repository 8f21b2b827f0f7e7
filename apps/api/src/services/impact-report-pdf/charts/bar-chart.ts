import { figureAmount, type ChartBar } from '@pathways/content';
import { COLOR, contentWidth, keepTogether } from '../layout.js';
import { BAR, drawBar, drawCaption } from './chart-frame.js';

const SPACE_AFTER = 16;

/** Bars on one scale: the largest figure fills the width. */
export function drawBarChart(
  doc: PDFKit.PDFDocument,
  caption: string,
  bars: readonly ChartBar[],
): void {
  keepTogether(doc, 40 + bars.length * (BAR.height + BAR.gap));
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const largest = Math.max(...bars.map((bar) => figureAmount(bar.value)));
  let y = drawCaption(doc, caption, x, doc.y);
  for (const bar of bars) {
    const fraction = figureAmount(bar.value) / largest;
    drawBar(doc, { ...bar, fraction, color: COLOR.accent, x, y, width });
    y += BAR.height + BAR.gap;
  }
  doc.x = x;
  doc.y = y + SPACE_AFTER;
}
