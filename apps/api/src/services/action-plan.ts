import { FOLLOW_UP_DAYS } from '@pathways/schemas';

/**
 * The action plan (issue 13): milestones from the template admins edit (plan_template_steps,
 * domains/clients/repository/plan.ts), from intake to placement, then the follow-ups of the 24-month
 * support model. Due dates count from the day the plan is made; a follow-up's from the day the
 * placement milestone is completed.
 */

/** The milestone whose completion starts the follow-ups' clock. */
export const PLACEMENT_STEP = 'Job placement';

/**
 * The follow-ups of the 24-month support model, in days after placement (issues 13 and 14). They
 * are fixed (the outcomes' retention figures count them), whatever else admins change in the plan.
 */
export { FOLLOW_UP_DAYS };

/** The action-plan step of the follow-up `days` after placement. */
export function followUpStepName(days: number): string {
  return `Follow-up ${days} days after placement`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD `days` after `from` (UTC). */
export function dateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
