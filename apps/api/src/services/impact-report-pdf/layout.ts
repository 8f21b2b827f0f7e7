/** Letter paper with one-inch margins, as US readers print it. */
export const PAGE = { size: 'LETTER', margin: 72 } as const;
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const SIZE = { title: 26, subtitle: 13, heading: 16, body: 11, small: 9 } as const;
export const COLOR = {
  text: '#1f2937',
  accent: '#0f5132',
  muted: '#4b5563',
  baseline: '#9ca3af',
  rule: '#d1d5db',
} as const;
export const GAP = { afterParagraph: 0.5, afterSection: 1, bulletIndent: 12 } as const;

/** Starts a new page when fewer than `height` points are left above the bottom margin. */
export function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The width between the margins. */
export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}
