import { z } from 'zod';
import { httpsUrlSchema } from './shared.schema.js';

/**
 * Zod schemas of `./research.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const researchCategorySchema = z.enum([
  'Model',
  'Business',
  'Impact',
  'Prevention',
  'Policy',
  'Training',
]);
export type ResearchCategory = z.infer<typeof researchCategorySchema>;

export const researchPaperSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  title: z.string().min(1),
  description: z.string().min(1),
  /** A real public document on the topic, opened in a new tab. */
  documentUrl: httpsUrlSchema,
  category: researchCategorySchema,
});
export type ResearchPaper = z.infer<typeof researchPaperSchema>;

export const researchSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  openLabel: z.string().min(1),
  papers: z.array(researchPaperSchema).length(8),
  /** What each category reads as on its badge. */
  categoryLabels: z.record(researchCategorySchema, z.string().min(1)),
  customResearch: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
    buttonLabel: z.literal('Request Custom Research'),
  }),
});
export type Research = z.infer<typeof researchSchema>;
