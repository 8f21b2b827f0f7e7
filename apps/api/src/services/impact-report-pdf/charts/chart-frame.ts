import { COLOR, FONT, SIZE } from '../layout.js';

export const BAR = { height: 16, gap: 10, labelWidth: 150, valueWidth: 70 } as const;
export const CAPTION_GAP = 8;

/** The chart's caption, in small bold type above the bars; returns the y the bars start at. */
export function drawCaption(
  doc: PDFKit.PDFDocument,
  caption: string,
  x: number,
  y: number,
): number {
  doc.font(FONT.bold).fontSize(SIZE.small).fillColor(COLOR.muted);
  doc.text(caption, x, y, { lineBreak: false });
  return y + doc.currentLineHeight() + CAPTION_GAP;
}

/** A horizontal bar with its label on the left and its printed figure on the right. */
export function drawBar(
  doc: PDFKit.PDFDocument,
  bar: {
    label: string;
    value: string;
    fraction: number;
    color: string;
    x: number;
    y: number;
    width: number;
  },
): void {
  const { x, y, width } = bar;
  const barLeft = x + BAR.labelWidth;
  const barSpace = width - BAR.labelWidth - BAR.valueWidth;
  const labelY = y + (BAR.height - SIZE.small) / 2;
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.text);
  if (bar.label) {
    doc.text(bar.label, x, labelY, { width: BAR.labelWidth - CAPTION_GAP, lineBreak: false });
  }
  doc.rect(barLeft, y, Math.max(1, barSpace * bar.fraction), BAR.height).fill(bar.color);
  doc.font(FONT.bold).fontSize(SIZE.small).fillColor(COLOR.text);
  doc.text(bar.value, barLeft + barSpace * bar.fraction + CAPTION_GAP, labelY, {
    lineBreak: false,
  });
}
