import type { PlanStep } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.js';
import { PLACEMENT_STEP, followUpStepName } from '../../../services/action-plan.js';
import type { Queryable } from '../../../services/transactions.js';

/** The action plan (`milestones`, the only file that writes it) and the admins' plan template. */

export function listMilestones(db: Queryable, clientId: number) {
  return db
    .selectFrom('milestones')
    .leftJoin('users', 'users.id', 'milestones.owner_id')
    .selectAll('milestones')
    .select('users.full_name as owner_name')
    .where('milestones.client_id', '=', clientId)
    .orderBy('milestones.position')
    .orderBy('milestones.id')
    .execute();
}

export function findMilestone(db: Queryable, clientId: number, milestoneId: number) {
  return db
    .selectFrom('milestones')
    .selectAll()
    .where('id', '=', milestoneId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** The position after the plan's last milestone (template steps first, then those added). */
export async function nextMilestonePosition(db: Queryable, clientId: number): Promise<number> {
  const last = await db
    .selectFrom('milestones')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return (last?.position ?? -1) + 1;
}

export interface NewMilestone {
  clientId: number;
  name: string;
  description: string | null;
  dueDate: string | null;
  ownerId: number | null;
  position: number;
}

export function insertMilestones(db: Queryable, milestones: readonly NewMilestone[]) {
  return db
    .insertInto('milestones')
    .values(
      milestones.map((milestone) => ({
        client_id: milestone.clientId,
        name: milestone.name,
        description: milestone.description,
        due_date: milestone.dueDate,
        owner_id: milestone.ownerId,
        position: milestone.position,
      })),
    )
    .returningAll()
    .execute();
}

export async function updateMilestone(
  db: Queryable,
  milestoneId: number,
  set: {
    completed?: { done: boolean; at: Date };
    dueDate?: string | null;
    ownerId?: number | null;
  },
): Promise<void> {
  await db
    .updateTable('milestones')
    .set({
      ...(set.completed
        ? {
            is_completed: set.completed.done,
            completed_date: set.completed.done ? set.completed.at : null,
          }
        : {}),
      ...(set.dueDate !== undefined ? { due_date: set.dueDate } : {}),
      ...(set.ownerId !== undefined ? { owner_id: set.ownerId } : {}),
    })
    .where('id', '=', milestoneId)
    .execute();
}

export function listOpenMilestones(db: Queryable, clientId: number) {
  return db
    .selectFrom('milestones')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('is_completed', '=', false)
    .execute();
}

/** The template's steps in plan order. */
export async function loadPlanTemplate(db: Queryable): Promise<PlanStep[]> {
  const rows = await db
    .selectFrom('plan_template_steps')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    description: row.description,
    dueInDays: row.due_in_days,
    daysAfterPlacement: row.days_after_placement,
  }));
}

/** Replaces every step at once (inside the caller's transaction, so a reader never sees half). */
export async function replacePlanTemplate(
  trx: Transaction<Database>,
  steps: readonly PlanStep[],
): Promise<void> {
  await trx.deleteFrom('plan_template_steps').execute();
  await trx
    .insertInto('plan_template_steps')
    .values(
      steps.map((step, position) => ({
        position,
        name: step.name,
        description: step.description,
        due_in_days: step.dueInDays,
        days_after_placement: step.daysAfterPlacement,
      })),
    )
    .execute();
}

/**
 * A placement's steps on the client's action plan (`milestones`): its follow-ups are the plan's
 * milestones, not a second list. The plan is the clients domain's, so these writes live here with
 * its other milestone writes; the job board's placement use cases call them.
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
