import type { PlanStep } from '@pathways/schemas';
import { PLACEMENT_STEP, followUpStepName } from '../../services/action-plan.js';
import type { Queryable } from '../../services/use-case-context.js';

/**
 * The placement's writes to the client's action plan (`milestones`): its follow-ups are the plan's
 * milestones, not a second list. The plan belongs to the clients domain; these are the only
 * milestone writes the job board makes, kept together so that domain can take them over.
 */

/** Where a step sits in the admins' template (the end when it is not there), and its description. */
function templateStep(template: readonly PlanStep[], name: string) {
  const index = template.findIndex((step) => step.name === name);
  return {
    position: index === -1 ? template.length : index,
    description: template[index]?.description ?? null,
  };
}

/** Completes the client's "Job placement" step (adding it, completed, when the plan lacks it). */
export async function completePlacementStep(
  db: Queryable,
  template: readonly PlanStep[],
  clientId: number,
  now: Date,
): Promise<void> {
  const step = await db
    .selectFrom('milestones')
    .select(['id', 'is_completed'])
    .where('client_id', '=', clientId)
    .where('name', '=', PLACEMENT_STEP)
    .orderBy('is_completed')
    .orderBy('id')
    .executeTakeFirst();
  if (step?.is_completed) return;
  if (step) {
    await completeMilestone(db, step.id, now);
    return;
  }
  await db
    .insertInto('milestones')
    .values({
      client_id: clientId,
      name: PLACEMENT_STEP,
      ...templateStep(template, PLACEMENT_STEP),
      is_completed: true,
      completed_date: now,
    })
    .execute();
}

/** The client's open milestone for this follow-up, dated from the start; added if the plan lacks it. */
export async function followUpMilestone(
  db: Queryable,
  template: readonly PlanStep[],
  clientId: number,
  day: number,
  dueOn: string,
): Promise<number> {
  const name = followUpStepName(day);
  const open = await db
    .selectFrom('milestones')
    .select('id')
    .where('client_id', '=', clientId)
    .where('name', '=', name)
    .where('is_completed', '=', false)
    .orderBy('id')
    .executeTakeFirst();
  if (open) {
    await db.updateTable('milestones').set({ due_date: dueOn }).where('id', '=', open.id).execute();
    return open.id;
  }
  const added = await db
    .insertInto('milestones')
    .values({ client_id: clientId, name, ...templateStep(template, name), due_date: dueOn })
    .returning('id')
    .executeTakeFirstOrThrow();
  return added.id;
}

/** Completes a milestone once (a follow-up recorded completes its milestone). */
export async function completeMilestone(db: Queryable, milestoneId: number, now: Date) {
  await db
    .updateTable('milestones')
    .set({ is_completed: true, completed_date: now })
    .where('id', '=', milestoneId)
    .where('is_completed', '=', false)
    .execute();
}
