import { z } from 'zod';
import { colorSchema, iconNameSchema, linkSchema } from './shared.schema.js';
import { programIds } from './programs.js';

/**
 * Zod schemas of `./programs.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const programIdSchema = z.enum(programIds);
export type ProgramId = z.infer<typeof programIdSchema>;

export const programSchema = z.object({
  id: programIdSchema,
  title: z.string().min(1),
  icon: iconNameSchema,
  description: z.string().min(1),
  /** The "What We Offer" list: always five items (spec §2). */
  features: z.array(z.string().min(1)).length(5),
  color: colorSchema,
});
export type Program = z.infer<typeof programSchema>;

export const additionalServiceSchema = z.object({
  title: z.string().min(1),
  icon: iconNameSchema,
  description: z.string().min(1),
});
export type AdditionalService = z.infer<typeof additionalServiceSchema>;

export const trainingTagSchema = z.enum([
  'In-house',
  'Partner',
  'High Demand',
  'Tech',
  'Logistics',
  'Trades',
  'Entry Level',
  'Healthcare',
]);
export type TrainingTag = z.infer<typeof trainingTagSchema>;

export const trainingProgramSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  tags: z.array(trainingTagSchema).min(1),
  duration: z.string().regex(/^\d+-\d+ weeks$/),
});
export type TrainingProgram = z.infer<typeof trainingProgramSchema>;

export const programsPageSchema = z.object({
  title: z.literal('Our Programs'),
  intro: z.string().min(1),
  featuresHeading: z.literal('What We Offer'),
  /** Names the hero's list of anchors to the programs below. */
  onThisPageLabel: z.string().min(1),
  programs: z
    .array(programSchema)
    .length(6)
    .refine((list) => list.every((program, index) => program.id === programIds[index]), {
      message: 'Programs must follow the anchor order of spec §2',
    }),
  additionalServicesHeading: z.literal('Additional Services'),
  additionalServices: z.array(additionalServiceSchema).length(4),
  trainingHeading: z.string().min(1),
  trainingIntro: z.string().min(1),
  trainingPrograms: z.array(trainingProgramSchema).length(6),
  /** What each tag reads as on its badge (the tags themselves are ids the page styles by). */
  trainingTagLabels: z.record(trainingTagSchema, z.string().min(1)),
  cta: z.object({
    heading: z.literal('Ready to Get Started?'),
    text: z.string().min(1),
    primary: linkSchema,
    secondary: linkSchema,
  }),
});
export type ProgramsPage = z.infer<typeof programsPageSchema>;
