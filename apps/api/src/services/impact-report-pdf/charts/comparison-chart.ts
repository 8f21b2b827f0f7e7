import { figureAmount, type ChartComparison } from '@pathways/content';
import { COLOR, FONT, SIZE, contentWidth, keepTogether } from '../layout.js';
import { BAR, CAPTION_GAP, drawBar, drawCaption } from './chart-frame.js';

const SPACE_AFTER = 16;
const ROW_GAP = 8;
const SWATCH = 8;

function drawLegend(
  doc: PDFKit.PDFDocument,
  legend: { ours: string; baseline: string },
  x: number,
  y: number,
): number {
  doc.font(FONT.regular).fontSize(SIZE.small);
  let left = x;
  for (const [label, color] of [
    [legend.ours, COLOR.accent],
    [legend.baseline, COLOR.baseline],
  ] as const) {
    doc.rect(left, y, SWATCH, SWATCH).fill(color);
    doc.fillColor(COLOR.text).text(label, left + SWATCH + 4, y - 1, { lineBreak: false });
    left += SWATCH + 4 + doc.widthOfString(label) + CAPTION_GAP * 2;
  }
  return y + SWATCH + CAPTION_GAP;
}

/**
 * Pairs of bars, ours above the baseline. Each pair has its own scale (percentages and months do
 * not share an axis); the printed figures carry the real values.
 */
export function drawComparisonChart(
  doc: PDFKit.PDFDocument,
  chart: {
    caption: string;
    legend: { ours: string; baseline: string };
    rows: readonly ChartComparison[];
  },
): void {
  const pairHeight = 2 * BAR.height + ROW_GAP + BAR.gap;
  keepTogether(doc, 60 + chart.rows.length * pairHeight);
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  let y = drawCaption(doc, chart.caption, x, doc.y);
  y = drawLegend(doc, chart.legend, x, y);
  for (const row of chart.rows) {
    const ours = figureAmount(row.ours);
    const baseline = figureAmount(row.baseline);
    const largest = Math.max(ours, baseline);
    const unit = row.unit ?? '';
    drawBar(doc, {
      label: row.label,
      value: `${row.ours}${unit}`,
      fraction: ours / largest,
      color: COLOR.accent,
      x,
      y,
      width,
    });
    y += BAR.height + 2;
    drawBar(doc, {
      label: '',
      value: `${row.baseline}${unit}`,
      fraction: baseline / largest,
      color: COLOR.baseline,
      x,
      y,
      width,
    });
    y += BAR.height + ROW_GAP + BAR.gap;
  }
  doc.x = x;
  doc.y = y + SPACE_AFTER;
}
