import { z } from 'zod';

/**
 * Zod schemas of `./impact-report.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const reportRowSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSectionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)),
  items: z.array(z.string().min(1)).optional(),
  rows: z.array(reportRowSchema).optional(),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

/** A figure drawn as a bar: its label and the figure as the report prints it (from `figures`). */
export const chartBarSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });
export type ChartBar = z.infer<typeof chartBarSchema>;

/** One measure compared: ours against a baseline, each bar pair scaled to its own larger value. */
export const chartComparisonSchema = z.object({
  label: z.string().min(1),
  ours: z.string().min(1),
  baseline: z.string().min(1),
  /** Printed after both figures when they carry no unit of their own (" months"). */
  unit: z.string().optional(),
});
export type ChartComparison = z.infer<typeof chartComparisonSchema>;

export const reportChartSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bars'),
    caption: z.string().min(1),
    bars: z.array(chartBarSchema).min(2),
  }),
  z.object({
    kind: z.literal('comparison'),
    caption: z.string().min(1),
    legend: z.object({ ours: z.string().min(1), baseline: z.string().min(1) }),
    rows: z.array(chartComparisonSchema).min(1),
  }),
]);
export type ReportChart = z.infer<typeof reportChartSchema>;

export const impactReportSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().min(1),
  organization: z.literal('Cedar Valley Pathways'),
  sections: z.array(reportSectionSchema).min(6),
  /** Charts the PDF draws under the section with the same id (issue 12: a report worth downloading). */
  charts: z.record(z.string(), reportChartSchema),
  /** Texts that only the PDF prints: the running page footer and the contents list. */
  pdf: z.object({
    language: z.literal('en-US'),
    contentsHeading: z.string().min(1),
    /** "Page {page} of {pages}" */
    pageNumber: z.string().includes('{page}').includes('{pages}'),
  }),
  download: z.object({
    label: z.literal('Download Full Impact Report (PDF)'),
    href: z.literal('/download/impact-report'),
    fileName: z.string().endsWith('.pdf'),
  }),
  toast: z.object({
    title: z.literal('Impact Report Opening'),
    description: z.string().min(1),
    /** The report toast stays up for 3 seconds instead of the 5-second default (spec §9). */
    durationMs: z.literal(3000),
  }),
});
export type ImpactReport = z.infer<typeof impactReportSchema>;
