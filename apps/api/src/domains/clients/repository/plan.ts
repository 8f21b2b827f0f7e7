import type { PlanStep } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { Queryable } from '../../../services/transactions.js';

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
