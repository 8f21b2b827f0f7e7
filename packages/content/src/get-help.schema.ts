import { z } from 'zod';
import { faqItemSchema, linkSchema, numberedStepsSchema } from './shared.schema.js';

/**
 * Zod schemas of `./get-help.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const eligibilityColumnSchema = z.object({
  title: z.string().min(1),
  icon: z.string().min(1),
  items: z.array(z.string().min(1)).min(2),
});

export const getHelpSchema = z.object({
  hero: z.object({
    badge: z.literal('Free Services'),
    title: z.literal("We're Here to Help"),
    description: z.string().min(1),
    cta: linkSchema,
  }),
  eligibility: z.object({
    heading: z.string().min(1),
    description: z.string().min(1),
    columns: z
      .array(eligibilityColumnSchema)
      .length(3)
      .refine(
        (cols) =>
          cols.map((c) => c.title).join('|') ===
          'Justice-Involved Individuals|Recovery & Mental Health|Other Barriers',
        { message: 'Eligibility columns follow spec §2' },
      ),
    note: z.string().min(1),
  }),
  whatToExpect: z.object({
    heading: z.literal('What to Expect'),
    steps: numberedStepsSchema(5),
  }),
  faq: z.object({
    heading: z.string().min(1),
    items: z.array(faqItemSchema).length(5),
  }),
  intake: z.object({
    id: z.literal('intake-form'),
    title: z.literal('Take the First Step'),
    description: z.string().min(1),
    formTitle: z.literal('Request Information'),
    formText: z.string().min(1),
    /** The concept form's spec labels: what the working form asks first. */
    fieldsIntro: z.string().min(1),
    fields: z.object({
      firstName: z.literal('First name'),
      lastName: z.literal('Last name'),
      email: z.literal('Email'),
      phone: z.literal('Phone number'),
    }),
    formLink: linkSchema,
    learnMore: z.object({
      label: z.literal('Learn More About Our Concept'),
      href: z.literal('/get-involved'),
    }),
  }),
});
export type GetHelp = z.infer<typeof getHelpSchema>;
