import type { Milestone, User } from '@pathways/schemas';
import { dateAfter } from '../../../services/action-plan.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../policy.js';
import { insertMilestones, listMilestones, loadPlanTemplate, toMilestone } from '../repository.js';

/** Adds the template's steps the plan does not have yet (so building twice adds nothing). */
export async function buildPlan(
  ctx: UseCaseContext,
  actor: User,
  input: { clientId: number },
): Promise<{ milestones: Milestone[] }> {
  const client = await clientWithinReach(ctx.db, actor, input.clientId);
  await inTransaction(ctx.db, async (trx) => {
    const existing = new Set((await listMilestones(trx, input.clientId)).map((row) => row.name));
    const missing = (await loadPlanTemplate(trx))
      .map((step, position) => ({ step, position }))
      .filter(({ step }) => !existing.has(step.name));
    if (missing.length === 0) return;
    await insertMilestones(
      trx,
      missing.map(({ step, position }) => ({
        clientId: input.clientId,
        name: step.name,
        description: step.description,
        dueDate: step.dueInDays === null ? null : dateAfter(ctx.now, step.dueInDays),
        ownerId: client.case_worker_id,
        position,
      })),
    );
    await recordTimelineEntry(trx, {
      clientId: input.clientId,
      actorId: actor.id,
      at: ctx.now,
      action: 'planBuilt',
      changes: { milestones: [existing.size, existing.size + missing.length] },
    });
  });
  return { milestones: (await listMilestones(ctx.db, input.clientId)).map(toMilestone) };
}
