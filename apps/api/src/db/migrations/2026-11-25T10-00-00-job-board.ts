import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The fair-chance job board (issue 14): a posting's lifecycle, pay, schedule, fair-chance statement
 * and excluded offense categories, with a full-text search column; the application pipeline with a
 * version for optimistic locking and its history; case workers' referrals; and the client's skills
 * and interests for matching (their declared offense categories are sealed in client_profiles.sensitive).
 * Additive only. Frozen in time: later changes get their own migration, never an edit here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'submitted', 'published', 'closed', 'filled')`),
    )
    .addColumn('pay_min', 'double precision')
    .addColumn('pay_max', 'double precision')
    .addColumn('schedule', 'text')
    .addColumn('fair_chance_statement', 'text')
    .addColumn('excluded_categories', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('review_note', 'text')
    .addColumn('published_at', 'timestamptz')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // The postings from before the board were all live or filled.
  await sql`update jobs set status = case when is_filled then 'filled' else 'published' end, published_at = posted_date`.execute(
    db,
  );
  // Title counts most, then the description, then the requirements. Generated, so it never drifts.
  await sql`alter table jobs add column search tsvector generated always as (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(requirements, '')), 'C')
  ) stored`.execute(db);
  await sql`create index jobs_search_idx on jobs using gin (search)`.execute(db);
  // Search lists published postings newest first.
  await db.schema
    .createIndex('jobs_status_posted_idx')
    .on('jobs')
    .columns(['status', 'posted_date', 'id'])
    .execute();

  await db.schema
    .alterTable('applications')
    // Each move bumps it; a move naming an older version is refused (409): one of two racing wins.
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // The spec's sample labels become the pipeline's statuses.
  await sql`update applications set status = case status
    when 'New' then 'Pending' when 'Reviewing' then 'Reviewed' when 'Offer Extended' then 'Offer'
    else status end`.execute(db);
  await db.schema
    .createIndex('applications_job_client_idx')
    .on('applications')
    .columns(['job_id', 'client_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('application_events')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('status', 'note', 'interviewTimes')`),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('body', 'text')
    .addColumn('times', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createIndex('application_events_application_idx')
    .on('application_events')
    .columns(['application_id', 'id'])
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('job_id', 'integer', (col) =>
      col.notNull().references('jobs.id').onDelete('cascade'),
    )
    .addColumn('referred_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('disclosure_id', 'integer', (col) => col.notNull().references('disclosures.id'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('referrals_client_job_idx')
    .on('referrals')
    .columns(['client_id', 'job_id'])
    .unique()
    .execute();
  await db.schema.createIndex('referrals_job_idx').on('referrals').columns(['job_id']).execute();

  await db.schema
    .alterTable('client_profiles')
    .addColumn('skills', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('job_interests', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('client_profiles')
    .dropColumn('skills')
    .dropColumn('job_interests')
    .execute();
  await db.schema.dropTable('referrals').ifExists().execute();
  await db.schema.dropTable('application_events').ifExists().execute();
  await db.schema.dropIndex('applications_job_client_idx').ifExists().execute();
  await db.schema.alterTable('applications').dropColumn('version').execute();
  await db.schema.dropIndex('jobs_status_posted_idx').ifExists().execute();
  await db.schema.dropIndex('jobs_search_idx').ifExists().execute();
  for (const column of [
    'search',
    'status',
    'pay_min',
    'pay_max',
    'schedule',
    'fair_chance_statement',
    'excluded_categories',
    'review_note',
    'published_at',
    'version',
  ]) {
    await db.schema.alterTable('jobs').dropColumn(column).execute();
  }
}
