import { z } from 'zod';
import {
  cardSchema,
  colorSchema,
  httpsUrlSchema,
  linkSchema,
  numberedStepsSchema,
  statSchema,
} from './shared.schema.js';
import { homeSectionIds } from './home.js';
import { storyCategorySchema } from './success-stories.schema.js';

/**
 * Zod schemas of `./home.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const researchBadgeSchema = z.enum(['Updated', 'Featured', 'New']);
export type ResearchBadge = z.infer<typeof researchBadgeSchema>;

export const researchTopicSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  color: colorSchema,
  badge: researchBadgeSchema.optional(),
  /** External document opened in a new tab; the card itself links to /research. */
  documentUrl: httpsUrlSchema,
});
export type ResearchTopic = z.infer<typeof researchTopicSchema>;

const comparisonStatSchema = statSchema.extend({ comparison: z.string().min(1).optional() });

const sectionIntroSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  heading: z.string().min(1),
  description: z.string().min(1),
});

export const homeSectionIdSchema = z.enum(homeSectionIds);
export type HomeSectionId = z.infer<typeof homeSectionIdSchema>;

export const sectionMenuItemSchema = z.object({
  label: z.string().min(1),
  /** Element id to scroll to; "top" means the very top of the page. */
  targetId: z.union([homeSectionIdSchema, z.literal('top')]),
});
export type SectionMenuItem = z.infer<typeof sectionMenuItemSchema>;

export const homeSchema = z.object({
  hero: sectionIntroSchema.extend({
    id: z.literal('home'),
    eyebrow: z.string().min(1),
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
    dualImpact: z.object({
      title: z.literal('Dual-Impact Model'),
      description: z.string().min(1),
      business: z.object({
        heading: z.string().min(1),
        benefits: z.array(z.string().min(1)).min(3),
      }),
      participants: z.object({
        heading: z.string().min(1),
        benefits: z.array(z.string().min(1)).min(3),
      }),
    }),
    careerCoachPromo: z.object({
      badge: z.string().min(1),
      title: z.string().min(1),
      description: z.string().min(1),
      cta: linkSchema,
    }),
  }),
  overview: sectionIntroSchema.extend({
    id: z.literal('framework'),
    vision: z.object({ title: z.string().min(1), text: z.string().min(1) }),
    pillars: z.array(cardSchema).length(3),
    quote: z.object({ text: z.string().min(1), attribution: z.string().min(1) }),
    proposedImpact: z.object({
      heading: z.string().min(1),
      stats: z.array(statSchema).length(3),
      note: z.string().min(1),
    }),
  }),
  research: sectionIntroSchema.extend({
    id: z.literal('research-topics'),
    topics: z.array(researchTopicSchema).length(6),
    cardLinkLabel: z.string().min(1),
    documentLinkLabel: z.string().min(1),
    viewAll: linkSchema,
  }),
  impact: sectionIntroSchema.extend({
    id: z.literal('white-paper'),
    potentialHeading: z.string().min(1),
    potential: z.array(statSchema).length(4),
    challengeHeading: z.string().min(1),
    challenges: z.array(comparisonStatSchema).length(4),
    whitePaperCard: cardSchema.extend({ cta: linkSchema }),
    impactReportCard: cardSchema.extend({ cta: linkSchema }),
    simulatorTeaser: z.object({
      heading: z.string().min(1),
      description: z.string().min(1),
      /** Heads the spec's three figures: the organisation's stated goals, not a model result. */
      statedGoalsHeading: z.string().min(1),
      stats: z.array(statSchema).length(3),
      note: z.string().min(1),
      /** Heads what sim-core's conservative set gives for the same scenario (computed at build). */
      modelHeading: z.string().min(1),
      /** Printed before the sim-core scenario's label, which the model figures are computed from. */
      scenarioPrefix: z.string().min(1),
      /** Link to the simulator pre-filled with the scenario. */
      scenarioLinkLabel: z.string().min(1),
      /** Printed before the CLI command that reproduces the model figures. */
      reproducePrefix: z.string().min(1),
      cta: linkSchema,
    }),
  }),
  howItWorks: sectionIntroSchema.extend({
    id: z.literal('how-it-works'),
    steps: numberedStepsSchema(4),
  }),
  businessImpact: sectionIntroSchema.extend({
    id: z.literal('business-impact'),
    stats: z.array(comparisonStatSchema).min(4),
    cta: linkSchema,
  }),
  successStories: sectionIntroSchema.extend({
    id: z.literal('success-stories'),
    /** The home page shows the first three stories with 150-character excerpts (spec §9). */
    storyCount: z.literal(3),
    excerptLength: z.literal(150),
    readMoreLabel: z.string().min(1),
    loadingLabel: z.string().min(1),
    /** Each card's category badge, as the story pages name the categories. */
    categoryLabels: z.record(storyCategorySchema, z.string().min(1)),
    viewAll: linkSchema,
  }),
  callToAction: sectionIntroSchema.extend({
    id: z.literal('call-to-action'),
    primaryCta: linkSchema,
    secondaryCta: linkSchema,
    mailingList: z.object({
      heading: z.string().min(1),
      description: z.string().min(1),
      emailLabel: z.string().min(1),
      emailPlaceholder: z.string().min(1),
      subscribeLabel: z.literal('Subscribe'),
      /** The box is permanently disabled (spec §2), so it says why instead of failing silently. */
      disabledNote: z.string().min(1),
    }),
  }),
  programs: sectionIntroSchema.extend({
    id: z.literal('programs'),
    cta: linkSchema,
  }),
  getInvolved: sectionIntroSchema.extend({
    id: z.literal('get-involved'),
    options: z.array(cardSchema.extend({ cta: linkSchema })).length(3),
  }),
  clientPortal: sectionIntroSchema.extend({
    id: z.literal('client-portal'),
    features: z.array(z.string().min(1)).min(3),
    cta: linkSchema,
  }),
  sectionMenu: z.object({
    toggleLabel: z.literal('MENU'),
    coachLabel: z.literal('COACH'),
    navLabel: z.string().min(1),
    items: z.array(sectionMenuItemSchema).length(8),
  }),
});
export type Home = z.infer<typeof homeSchema>;
