import type { PlanStep } from '@pathways/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';

type Queryable = Kysely<Database> | Transaction<Database>;

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
