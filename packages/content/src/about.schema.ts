import { z } from 'zod';
import { cardSchema, linkSchema, statSchema } from './shared.schema.js';

/**
 * Zod schemas of `./about.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const leaderSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  bio: z.string().min(1),
  /** No photos: the page shows these initials in a circle. */
  initials: z.string().regex(/^[A-Z]{2,3}$/),
});
export type Leader = z.infer<typeof leaderSchema>;

export const aboutSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  mission: z.object({ heading: z.literal('Our Mission'), text: z.string().min(1) }),
  vision: z.object({ heading: z.literal('Our Vision'), text: z.string().min(1) }),
  valuesHeading: z.string().min(1),
  values: z
    .array(cardSchema)
    .length(3)
    .refine(
      (values) => values.map((v) => v.title).join('|') === 'Dignity|Collaboration|Second Chances',
      {
        message: 'Core values are Dignity, Collaboration, Second Chances in that order',
      },
    ),
  story: z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(2) }),
  leadershipHeading: z.string().min(1),
  leadership: z.array(leaderSchema).length(3),
  impactHeading: z.string().min(1),
  impact: z.array(statSchema).min(3),
  ctaHeading: z.string().min(1),
  ctaText: z.string().min(1),
  buttons: z.array(linkSchema).length(3),
});
export type About = z.infer<typeof aboutSchema>;
