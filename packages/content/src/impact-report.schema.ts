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

export const impactReportSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().min(1),
  organization: z.literal('Cedar Valley Pathways'),
  sections: z.array(reportSectionSchema).min(6),
  download: z.object({
    label: z.literal('Download Full Impact Report (PDF)'),
    size: z.literal('1.2MB'),
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
