/**
 * The action plan (issue 13): milestones from the template admins edit (plan_template_steps,
 * repositories/plan-template.ts), from intake to placement, then the follow-ups of the 24-month
 * support model. Due dates count from the day the plan is made; a follow-up's from the day the
 * placement milestone is completed.
 */

/** The milestone whose completion starts the follow-ups' clock. */
export const PLACEMENT_STEP = 'Job placement';

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD `days` after `from` (UTC). */
export function dateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
