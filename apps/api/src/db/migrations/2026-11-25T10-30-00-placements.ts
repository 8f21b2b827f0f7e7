import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Placements and their follow-ups (issue 14): an application moved to Hired becomes a placement
 * (one per application), and the 24-month support model checks on it 30, 90, 180, 365 and 730 days
 * after the start date. The outcomes funders ask for (placement rate, retention, wages) are computed
 * from these two tables. Each follow-up points at the client's action-plan milestone it fulfils, so
 * the case worker works from one list. Funders ask for outcomes by program, so a client's enrolment
 * in a training program is kept too. Frozen in time: later changes get their own migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('placements')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().unique().references('applications.id').onDelete('cascade'),
    )
    .addColumn('client_profile_id', 'integer', (col) =>
      col.notNull().references('client_profiles.id').onDelete('cascade'),
    )
    .addColumn('employer_id', 'integer', (col) =>
      col.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('job_id', 'integer', (col) =>
      col.notNull().references('jobs.id').onDelete('cascade'),
    )
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('hourly_wage', 'numeric(8, 2)', (col) => col.notNull().check(sql`hourly_wage >= 0`))
    .addColumn('hours_per_week', 'integer', (col) =>
      col.notNull().check(sql`hours_per_week between 1 and 80`),
    )
    // The client's training program when hired (their latest enrolment then): outcomes are broken
    // down by program, and reading it here keeps that a scan of one table.
    .addColumn('program', 'text')
    // The cohort (year * 100 + month): outcomes group by it, and computing it per row per report
    // cost more than the grouping itself.
    .addColumn('start_month', 'integer', (col) =>
      col
        .generatedAlwaysAs(
          sql`(extract(year from start_date)::integer * 100 + extract(month from start_date)::integer)`,
        )
        .stored(),
    )
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // Outcomes group placements by start month; the case worker's list joins through the client.
  await db.schema
    .createIndex('placements_start_idx')
    .on('placements')
    .columns(['start_date', 'id'])
    .execute();
  await db.schema
    .createIndex('placements_client_idx')
    .on('placements')
    .columns(['client_profile_id', 'id'])
    .execute();
  await db.schema
    .createIndex('placements_employer_idx')
    .on('placements')
    .columns(['employer_id'])
    .execute();

  await db.schema
    .createTable('placement_follow_ups')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('placement_id', 'integer', (col) =>
      col.notNull().references('placements.id').onDelete('cascade'),
    )
    .addColumn('day', 'integer', (col) => col.notNull().check(sql`day in (30, 90, 180, 365, 730)`))
    .addColumn('due_on', 'date', (col) => col.notNull())
    // The action-plan milestone this follow-up fulfils (one list for the case worker).
    .addColumn('milestone_id', 'integer', (col) =>
      col.references('milestones.id').onDelete('set null'),
    )
    .addColumn('recorded_at', 'timestamptz')
    .addColumn('recorded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('still_employed', 'boolean')
    .addColumn('same_employer', 'boolean')
    .addColumn('hourly_wage', 'numeric(8, 2)', (col) => col.check(sql`hourly_wage >= 0`))
    .addColumn('notes', 'text')
    // Each recording bumps it; a save naming an older version is refused (409).
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint('placement_follow_ups_day_unique', ['placement_id', 'day'])
    .execute();
  // "Due and overdue": the open follow-ups by due date.
  await db.schema
    .createIndex('placement_follow_ups_open_idx')
    .on('placement_follow_ups')
    .columns(['due_on', 'id'])
    .where(sql.ref('recorded_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('program_enrollments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('client_profile_id', 'integer', (col) =>
      col.notNull().references('client_profiles.id').onDelete('cascade'),
    )
    // The training program's title as @pathways/content lists it (Programs › Training Programs).
    .addColumn('program', 'text', (col) => col.notNull())
    .addColumn('enrolled_on', 'date', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('program_enrollments_client_idx')
    .on('program_enrollments')
    .columns(['client_profile_id', 'enrolled_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('program_enrollments').ifExists().execute();
  await db.schema.dropTable('placement_follow_ups').ifExists().execute();
  await db.schema.dropTable('placements').ifExists().execute();
}
