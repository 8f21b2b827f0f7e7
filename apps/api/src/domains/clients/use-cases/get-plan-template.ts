import type { PlanStep } from '@pathways/schemas';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { loadPlanTemplate } from '../repository.js';

/** The action-plan template staff read (what "Build the plan" adds). */
export async function getPlanTemplate(ctx: UseCaseContext): Promise<{ steps: PlanStep[] }> {
  return { steps: await loadPlanTemplate(ctx.db) };
}
