import { z } from 'zod';
import {
  cardSchema,
  faqItemSchema,
  linkSchema,
  numberedStepsSchema,
  statSchema,
  testimonialSchema,
} from './shared.schema.js';

/**
 * Zod schemas of `./employers.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const employersSchema = z.object({
  hero: z.object({
    badge: z.string().min(1),
    title: z.string().min(1),
    description: z.string().min(1),
    stats: z.array(statSchema).length(2),
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
  }),
  advantages: z
    .array(
      z.object({
        heading: z.string().min(1),
        description: z.string().min(1),
        stats: z.array(statSchema).min(2),
      }),
    )
    .min(2),
  benefitCards: z.object({
    taxIncentives: cardSchema,
    ongoingSupport: cardSchema,
    culture: cardSchema,
  }),
  servicesHeading: z.string().min(1),
  services: z.array(cardSchema).length(3),
  testimonialsHeading: z.string().min(1),
  testimonials: z.array(testimonialSchema).length(3),
  stepsHeading: z.string().min(1),
  steps: numberedStepsSchema(4),
  faqHeading: z.string().min(1),
  faq: z.array(faqItemSchema).length(5),
  onboarding: z.object({
    heading: z.string().min(1),
    description: z.string().min(1),
    reviewPromise: z.string().min(1),
    submitLabel: z.string().min(1),
    submittingLabel: z.literal('Submitting...'),
    thankYouHeading: z.string().min(1),
    thankYouText: z.string().min(1),
  }),
  researchLink: linkSchema,
});
export type Employers = z.infer<typeof employersSchema>;
