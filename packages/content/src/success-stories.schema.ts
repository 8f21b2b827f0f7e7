import { z } from 'zod';
import { linkSchema } from './shared.schema.js';

/**
 * Zod schemas of `./success-stories.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const storyCategorySchema = z.enum([
  'Employment',
  'Recovery',
  'Housing',
  'Justice Reform',
  'Family Support',
]);
export type StoryCategory = z.infer<typeof storyCategorySchema>;

export const successStorySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  /** First name and last initial only, to protect the client's privacy. */
  clientName: z.string().regex(/^[A-Z][a-z]+ [A-Z]\.$/),
  content: z.string().min(201),
  /** Detail page only; paragraphs are separated by a blank line. */
  extendedContent: z.string().includes('\n\n'),
  imageUrl: z.string().regex(/^\/images\/stories\/\d+\.svg$/),
  category: storyCategorySchema,
  isPublished: z.literal(true),
  publishDate: z.iso.date(),
});
export type SuccessStory = z.infer<typeof successStorySchema>;

export const successStoriesSchema = z
  .array(successStorySchema)
  .length(5)
  .refine((list) => new Set(list.map((s) => s.id)).size === list.length, {
    message: 'Story ids must be unique',
  });

export const successStoriesPageSchema = z.object({
  title: z.literal('Success Stories'),
  intro: z.string().min(1),
  filterGroupLabel: z.string().min(1),
  allFilterLabel: z.literal('All Stories'),
  /** The filter buttons of spec §2, in order; "Family Support" stories show under All Stories. */
  filterCategories: z.array(storyCategorySchema).length(4),
  /** What each category reads as on its badge and filter button. */
  categoryLabels: z.record(storyCategorySchema, z.string().min(1)),
  emptyState: z.string().min(1),
  excerptLength: z.literal(200),
  readMoreLabel: z.literal('Read full story'),
  publishedLabel: z.string().min(1),
  contactPrompt: z.object({ heading: z.string().min(1), text: z.string().min(1), cta: linkSchema }),
  detail: z.object({
    backLabel: z.string().min(1),
    shareHeading: z.string().min(1),
    shareLabel: z.string().min(1),
    copyLinkLabel: z.string().min(1),
    copiedToast: z.object({ title: z.string().min(1), description: z.string().min(1) }),
    copyFailedToast: z.object({ title: z.string().min(1), description: z.string().min(1) }),
    relatedHeading: z.string().min(1),
    relatedExcerptLength: z.literal(120),
    viewAllLabel: z.string().min(1),
    ctaHeading: z.string().min(1),
    ctaText: z.string().min(1),
    getSupport: linkSchema,
    explorePrograms: linkSchema,
  }),
});
export type SuccessStoriesPage = z.infer<typeof successStoriesPageSchema>;
