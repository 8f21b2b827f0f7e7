import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The fair-chance toolkit (issue 29 points 3 and 4). An application's individualized assessment
 * (one per application): the Green factors the employer weighed, sealed where they name the record,
 * the client's answer window and answer. A placement's incentive tasks (WOTC Form 8850, the Federal
 * Bonding request) with due dates, who marked them done, and the reminders already sent (so each
 * goes out once). Frozen in time: later changes get their own migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_assessments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().unique().references('applications.id').onDelete('cascade'),
    )
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    // Sealed (services/sealing.ts): they describe the offence and the person's history.
    .addColumn('nature_and_gravity', 'text', (col) => col.notNull())
    .addColumn('time_elapsed', 'text', (col) => col.notNull())
    .addColumn('rehabilitation', 'text', (col) => col.notNull())
    // The job's duties are the employer's own words about the posting: not sealed.
    .addColumn('nature_of_job', 'text', (col) => col.notNull())
    .addColumn('answer_due_on', 'date', (col) => col.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('placement_tasks')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('placement_id', 'integer', (col) =>
      col.notNull().references('placements.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('wotcForm8850', 'federalBonding')`),
    )
    .addColumn('due_on', 'date', (col) => col.notNull())
    .addColumn('done_at', 'timestamptz')
    .addColumn('done_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reminded_7_at', 'timestamptz')
    .addColumn('reminded_2_at', 'timestamptz')
    .addUniqueConstraint('placement_tasks_kind_unique', ['placement_id', 'kind'])
    .execute();
  // The reminder job and the case worker's list read the open tasks by due date.
  await db.schema
    .createIndex('placement_tasks_open_idx')
    .on('placement_tasks')
    .columns(['due_on', 'id'])
    .where(sql.ref('done_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('placement_tasks').ifExists().execute();
  await db.schema.dropTable('application_assessments').ifExists().execute();
}
