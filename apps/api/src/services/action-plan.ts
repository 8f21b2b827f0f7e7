import { FOLLOW_UP_DAYS } from '@pathways/schemas';

/**
 * The default action plan (issue 13): the steps from intake to placement, then the follow-ups of the
 * 24-month support model. Due dates count from the day the plan is made; a follow-up's from the day
 * the placement milestone is completed.
 */
export interface PlanStep {
  name: string;
  description: string;
  /** Days after the plan is made. */
  dueInDays?: number;
  /** Days after placement (a follow-up). */
  daysAfterPlacement?: number;
}

export const PLACEMENT_STEP = 'Job placement';

/** The follow-ups of the 24-month support model, in days after placement (issues 13 and 14). */
export { FOLLOW_UP_DAYS };

/** The action-plan step of the follow-up `days` after placement. */
export function followUpStepName(days: number): string {
  return `Follow-up ${days} days after placement`;
}

export const actionPlanTemplate: readonly PlanStep[] = [
  {
    name: 'ID documents',
    description: 'State ID, Social Security card, birth certificate',
    dueInDays: 14,
  },
  { name: 'Resume', description: 'A resume reviewed with the case worker', dueInDays: 21 },
  {
    name: 'Training enrollment',
    description: 'Enrolled in a training or certification program',
    dueInDays: 30,
  },
  { name: 'Job search', description: 'Applications sent and interviews practised', dueInDays: 60 },
  { name: PLACEMENT_STEP, description: 'Hired into a job', dueInDays: 90 },
  ...FOLLOW_UP_DAYS.map((days) => ({
    name: followUpStepName(days),
    description: 'Check in with the client and the employer',
    daysAfterPlacement: days,
  })),
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD `days` after `from` (UTC). */
export function dateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The follow-up's offset in days, or undefined for a step that is not a follow-up. */
export function followUpDays(name: string): number | undefined {
  return actionPlanTemplate.find((step) => step.name === name)?.daysAfterPlacement;
}
