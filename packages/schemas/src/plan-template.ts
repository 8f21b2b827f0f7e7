import { z } from './zod.js';
import { text } from './fields.js';
import { defineContract } from './contract/define-contract.js';

/**
 * The action-plan template (issue 13): the steps every new plan starts with, each due a number of
 * days after the plan is made, or (a follow-up) after the placement. Admins edit it; plans already
 * built keep their milestones.
 */
export const MAX_PLAN_STEPS = 30;
/** Two years: the 24-month support model's last follow-up. */
export const MAX_STEP_OFFSET_DAYS = 730;

const offsetDays = z
  .number({ error: 'Please enter a number of days' })
  .int({ error: 'Please enter a whole number of days' })
  .min(0, { error: 'Please enter 0 or more days' })
  .max(MAX_STEP_OFFSET_DAYS, { error: `Please enter at most ${MAX_STEP_OFFSET_DAYS} days` });

export const planStepSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Days after the plan is made; null for a follow-up. */
  dueInDays: z.number().int().nullable(),
  /** Days after the placement (a follow-up); null otherwise. */
  daysAfterPlacement: z.number().int().nullable(),
});
export type PlanStep = z.infer<typeof planStepSchema>;

export const planTemplateSchema = z.object({ steps: z.array(planStepSchema) });
export type PlanTemplate = z.infer<typeof planTemplateSchema>;

export const planStepInputSchema = z
  .object({
    name: text(2, 'Please name the step'),
    description: text(2, 'Please describe the step', 500),
    dueInDays: offsetDays.nullable(),
    daysAfterPlacement: offsetDays.nullable(),
  })
  .refine((step) => (step.dueInDays === null) !== (step.daysAfterPlacement === null), {
    error: 'Give either days after the plan is made or days after placement, not both',
    path: ['dueInDays'],
  });

export const planTemplateInputSchema = z.object({
  steps: z
    .array(planStepInputSchema)
    .min(1, { error: 'A plan needs at least one step' })
    .max(MAX_PLAN_STEPS, { error: `Please keep the plan to ${MAX_PLAN_STEPS} steps` })
    .refine(
      (steps) => new Set(steps.map((step) => step.name.toLowerCase())).size === steps.length,
      { error: 'Each step needs its own name' },
    ),
});
export type PlanTemplateInput = z.input<typeof planTemplateInputSchema>;

/** "placement": days after the placement (a follow-up); "plan": days after the plan is made. */
export const planStepTimings = ['plan', 'placement'] as const;

/**
 * The template form: each step's days as typed and which date they count from, read as the API's
 * body and checked by the API's own schema. An empty or unreadable number is sent as NaN, which
 * the schema names ("Please enter a number of days") rather than guessing a value.
 */
export const planTemplateFormSchema = z
  .object({
    steps: z.array(
      z.object({ name: z.string(), description: z.string(), when: z.string(), days: z.string() }),
    ),
  })
  .transform(({ steps }): PlanTemplateInput => ({
    steps: steps.map(({ name, description, when, days }) => {
      const count = days.trim() === '' ? Number.NaN : Number(days);
      const afterPlacement = when === 'placement';
      return {
        name,
        description,
        dueInDays: afterPlacement ? null : count,
        daysAfterPlacement: afterPlacement ? count : null,
      };
    }),
  }))
  .pipe(planTemplateInputSchema);

export const planTemplateContract = defineContract({
  'GET /api/plan-template': {
    access: ['caseWorker'],
    summary: 'The action-plan template new plans are built from',
    tag: 'clients',
    response: { 200: planTemplateSchema },
    errors: [401, 403],
  },
  'PUT /api/plan-template': {
    access: ['admin'],
    summary: 'Replace the action-plan template (steps and their offsets); built plans keep theirs',
    tag: 'clients',
    body: planTemplateInputSchema,
    response: { 200: planTemplateSchema },
    errors: [400, 401, 403],
  },
});
