import { z } from 'zod';
import { linkSchema } from './shared.schema.js';
import { getInvolvedTabIds } from './get-involved.js';

/**
 * Zod schemas of `./get-involved.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const getInvolvedTabIdSchema = z.enum(getInvolvedTabIds);
export type GetInvolvedTabId = z.infer<typeof getInvolvedTabIdSchema>;

export const volunteerRoleSchema = z.object({
  title: z.string().min(1),
  commitment: z.string().min(1),
  description: z.string().min(1),
});
export type VolunteerRole = z.infer<typeof volunteerRoleSchema>;

export const partnerTypeSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
});

export const impactStorySchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  attribution: z.string().min(1),
});

export const getInvolvedSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  defaultTab: z.literal('donate'),
  tabs: z.array(z.object({ id: getInvolvedTabIdSchema, label: z.string().min(1) })).length(3),
  donate: z.object({
    heading: z.string().min(1),
    description: z.string().min(1),
    impactHeading: z.string().min(1),
    impact: z
      .array(z.object({ amount: z.string().regex(/^\$[\d,]+$/), description: z.string().min(1) }))
      .length(4),
    taxNote: z.string().min(1),
    processingLabel: z.literal('Processing...'),
    thankYouHeading: z.string().min(1),
    thankYouText: z.string().min(1),
  }),
  volunteer: z.object({
    heading: z.string().min(1),
    description: z.string().min(1),
    roles: z.array(volunteerRoleSchema).length(6),
    cta: linkSchema,
  }),
  partner: z.object({
    heading: z.string().min(1),
    description: z.string().min(1),
    business: z.object({ heading: z.string().min(1), types: z.array(partnerTypeSchema).length(4) }),
    nonprofit: z.object({
      heading: z.string().min(1),
      types: z.array(partnerTypeSchema).length(4),
    }),
    cta: linkSchema,
  }),
  impactStoriesHeading: z.string().min(1),
  impactStories: z.array(impactStorySchema).length(3),
});
export type GetInvolved = z.infer<typeof getInvolvedSchema>;
