import type { PlanStep } from '@pathways/schemas';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { loadPlanTemplate, replacePlanTemplate as saveTemplate } from '../repository.js';

/** An admin replaces every step at once; a reader never sees half of the change. */
export async function replacePlanTemplate(
  ctx: UseCaseContext,
  input: { steps: readonly PlanStep[] },
): Promise<{ steps: PlanStep[] }> {
  await inTransaction(ctx.db, (trx) => saveTemplate(trx, input.steps));
  return { steps: await loadPlanTemplate(ctx.db) };
}
