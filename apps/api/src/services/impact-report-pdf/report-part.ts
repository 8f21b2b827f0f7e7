import type { ImpactReport } from '@pathways/content';

/** What every part of the PDF may draw from. */
export interface ReportContext {
  report: ImpactReport;
}

/**
 * One part of the PDF (the cover, the report's sections, the contact line...). The document is the
 * list of parts in `report-parts.ts`, drawn in order: a new part is one new file and one list line.
 */
export type ReportPart = (doc: PDFKit.PDFDocument, context: ReportContext) => void;
