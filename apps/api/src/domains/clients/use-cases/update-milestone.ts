import type { Milestone, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { clientHasPlacement } from '../../jobs/placements-repository.js';
import { findActiveStaff } from '../../users/repository.js';
import { PLACEMENT_STEP, dateAfter } from '../../../services/action-plan.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import type { TimelineChanges } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { Queryable } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../policy.js';
import {
  findMilestone,
  listMilestones,
  listOpenMilestones,
  loadPlanTemplate,
  toMilestone,
  updateMilestone as saveMilestone,
} from '../repository.js';

const NO_SUCH_MILESTONE = 'No such milestone';

/**
 * Placement starts the follow-up clock of the 24-month support model: the open follow-ups are
 * dated from today. A recorded placement (issue 14) has already dated them from its start date:
 * those stand.
 */
async function dateFollowUps(trx: Queryable, clientId: number, now: Date): Promise<void> {
  if (await clientHasPlacement(trx, clientId)) return;
  const offsets = new Map(
    (await loadPlanTemplate(trx)).map((step) => [step.name, step.daysAfterPlacement]),
  );
  for (const followUp of await listOpenMilestones(trx, clientId)) {
    const days = offsets.get(followUp.name);
    if (days === undefined || days === null) continue;
    await saveMilestone(trx, followUp.id, { dueDate: dateAfter(now, days) });
  }
}

/** Completes a milestone, or changes its due date or owner; each change on the timeline. */
export async function updateMilestone(
  ctx: UseCaseContext,
  actor: User,
  input: {
    clientId: number;
    milestoneId: number;
    completed?: boolean | undefined;
    dueDate?: string | null | undefined;
    ownerId?: number | null | undefined;
  },
): Promise<Milestone> {
  await clientWithinReach(ctx.db, actor, input.clientId);
  if (input.ownerId !== undefined && input.ownerId !== null) {
    if (!(await findActiveStaff(ctx.db, input.ownerId))) {
      throw new HttpError(400, 'Please choose an active staff member', {
        ownerId: ['Please choose an active staff member'],
      });
    }
  }
  await inTransaction(ctx.db, async (trx) => {
    const before = await findMilestone(trx, input.clientId, input.milestoneId);
    if (!before) throw new HttpError(404, NO_SUCH_MILESTONE);
    const old = toMilestone(before);
    const changes: TimelineChanges = {};
    if (input.completed !== undefined && input.completed !== before.is_completed) {
      changes['completed'] = [before.is_completed, input.completed];
    }
    if (input.dueDate !== undefined && input.dueDate !== old.dueDate) {
      changes['dueDate'] = [old.dueDate, input.dueDate];
    }
    if (input.ownerId !== undefined && input.ownerId !== before.owner_id) {
      changes['owner'] = [before.owner_id, input.ownerId];
    }
    await saveMilestone(trx, before.id, {
      ...(input.completed !== undefined
        ? { completed: { done: input.completed, at: ctx.now } }
        : {}),
      ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
      ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
    });
    if (input.completed && !before.is_completed && before.name === PLACEMENT_STEP) {
      await dateFollowUps(trx, input.clientId, ctx.now);
    }
    if (Object.keys(changes).length > 0) {
      await recordTimelineEntry(trx, {
        clientId: input.clientId,
        actorId: actor.id,
        at: ctx.now,
        action: `milestone: ${before.name}`,
        changes,
      });
    }
  });
  const row = (await listMilestones(ctx.db, input.clientId)).find(
    (milestone) => milestone.id === input.milestoneId,
  );
  if (!row) throw new HttpError(404, NO_SUCH_MILESTONE);
  return toMilestone(row);
}
