import type { Milestone, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../policy.js';
import { insertMilestones, nextMilestonePosition, toMilestone } from '../repository.js';

export async function addMilestone(
  ctx: UseCaseContext,
  actor: User,
  input: {
    clientId: number;
    name: string;
    description?: string | undefined;
    dueDate?: string | undefined;
  },
): Promise<Milestone> {
  const client = await clientWithinReach(ctx.db, actor, input.clientId);
  return inTransaction(ctx.db, async (trx) => {
    const [row] = await insertMilestones(trx, [
      {
        clientId: input.clientId,
        name: input.name,
        description: input.description ?? null,
        dueDate: input.dueDate ?? null,
        ownerId: client.case_worker_id,
        // After the template's steps, in the order added.
        position: await nextMilestonePosition(trx, input.clientId),
      },
    ]);
    if (!row) throw new HttpError(404, 'No such milestone');
    await recordTimelineEntry(trx, {
      clientId: input.clientId,
      actorId: actor.id,
      at: ctx.now,
      action: 'milestoneAdded',
      changes: { [input.name]: [null, input.dueDate ?? null] },
    });
    return toMilestone({ ...row, owner_name: client.worker_name });
  });
}
