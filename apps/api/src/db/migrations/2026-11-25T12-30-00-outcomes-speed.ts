import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Outcomes fast enough for 20,000 placements (issue 14: p95 < 50 ms on PostgreSQL).
 *
 * Each placement keeps a summary of its follow-ups: which were recorded and which found the client
 * employed, as bits in the order 30, 90, 180, 365, 730 days (bit 0 is the 30-day check). The
 * retention counts then come from one pass over placements instead of a join with five times as
 * many follow-ups. The application rewrites the summary in the transaction that records a
 * follow-up (repositories/placement-summaries.ts).
 *
 * Medians read the middle rows of an index already ordered by wage, per breakdown, instead of
 * sorting every group's wages on each report.
 *
 * Frozen in time: the days are written out here, as the follow-ups' check constraint has them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('placements')
    .addColumn('recorded_follow_ups', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('placements')
    .addColumn('employed_follow_ups', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update placements p
    set recorded_follow_ups = s.recorded, employed_follow_ups = s.employed
    from (
      select placement_id,
        coalesce(bit_or(1 << (array_position(array[30, 90, 180, 365, 730], day) - 1))
          filter (where recorded_at is not null), 0) as recorded,
        coalesce(bit_or(1 << (array_position(array[30, 90, 180, 365, 730], day) - 1))
          filter (where still_employed), 0) as employed
      from placement_follow_ups
      group by placement_id
    ) s
    where s.placement_id = p.id`.execute(db);

  // The middle of each breakdown's wages: overall, by cohort, by program, by employer.
  await sql`create index placements_wage_idx on placements (hourly_wage)`.execute(db);
  await sql`create index placements_month_wage_idx on placements (start_month, hourly_wage)`.execute(
    db,
  );
  await sql`create index placements_program_wage_idx
    on placements (program, hourly_wage)`.execute(db);
  await sql`create index placements_employer_wage_idx
    on placements (employer_id, hourly_wage)`.execute(db);
  // The wages of those employed at each follow-up, by day and wage; the due date rides along so
  // the "has come due" test needs no visit to the table.
  await sql`create index placement_follow_ups_wage_idx
    on placement_follow_ups (day, hourly_wage) include (due_on)
    where still_employed and hourly_wage is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'placement_follow_ups_wage_idx',
    'placements_employer_wage_idx',
    'placements_program_wage_idx',
    'placements_month_wage_idx',
    'placements_wage_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable('placements').dropColumn('employed_follow_ups').execute();
  await db.schema.alterTable('placements').dropColumn('recorded_follow_ups').execute();
}
