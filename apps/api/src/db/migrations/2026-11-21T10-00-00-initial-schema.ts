import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The spec §3 data model, plus the stored form submissions and the session store.
 * Frozen in time: later changes get their own migration, never an edit here.
 */
// Migrations see an untyped database: the schema as it was then, not as the Database interface says now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('password', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Case-insensitive uniqueness: "Alice" and "alice" are one account.
  await sql`create unique index users_username_lower_idx on users (lower(username))`.execute(db);
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);

  await db.schema
    .createTable('client_profiles')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('case_worker_id', 'integer', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('employment_goal', 'text')
    .addColumn('current_status', 'text', (col) => col.notNull().defaultTo('In Progress'))
    .addColumn('intake_date', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('resume_url', 'text')
    .addColumn('has_ged', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('housing_status', 'text')
    .addColumn('barriers_to_employment', sql`text[]`, (col) =>
      col.notNull().defaultTo(sql`'{}'::text[]`),
    )
    .addColumn('notes', 'text')
    .execute();
  await db.schema
    .createIndex('client_profiles_case_worker_idx')
    .on('client_profiles')
    .column('case_worker_id')
    .execute();

  await db.schema
    .createTable('employers')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('industry', 'text')
    .addColumn('company_size', 'text')
    .addColumn('website', 'text')
    .addColumn('description', 'text')
    .addColumn('is_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('employers_user_idx').on('employers').column('user_id').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('employer_id', 'integer', (col) =>
      col.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('salary', 'text')
    .addColumn('requirements', 'text')
    .addColumn('is_filled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('posted_date', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('jobs_employer_idx').on('jobs').column('employer_id').execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('job_id', 'integer', (col) =>
      col.notNull().references('jobs.id').onDelete('cascade'),
    )
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('Pending'))
    .addColumn('applied_date', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('notes', 'text')
    .execute();
  await db.schema.createIndex('applications_job_idx').on('applications').column('job_id').execute();
  await db.schema
    .createIndex('applications_client_idx')
    .on('applications')
    .column('client_id')
    .execute();

  await db.schema
    .createTable('milestones')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_completed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('completed_date', 'timestamptz')
    .addColumn('description', 'text')
    .execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('case_worker_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('date', 'timestamptz', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('is_completed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('Confirmed'))
    .execute();
  await db.schema
    .createIndex('appointments_client_date_idx')
    .on('appointments')
    .columns(['client_id', 'date'])
    .execute();
  await db.schema
    .createIndex('appointments_worker_date_idx')
    .on('appointments')
    .columns(['case_worker_id', 'date'])
    .execute();

  await db.schema
    .createTable('success_stories')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('client_name', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('extended_content', 'text')
    .addColumn('image_url', 'text')
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('publish_date', 'timestamptz', (col) => col.notNull())
    .addColumn('is_published', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  // One sequence for every kind of submission, so a reference number names exactly one of them.
  await sql`create sequence submission_reference_seq`.execute(db);

  await db.schema
    .createTable('contact_submissions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('is_resolved', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  for (const table of [
    'client_intake_submissions',
    'employer_partnership_submissions',
    'volunteer_applications',
  ]) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('reference', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('payload', 'jsonb', (col) => col.notNull())
      .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('is_resolved', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
  }

  await db.schema
    .createTable('city_data')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('population', 'integer', (col) => col.notNull())
    .addColumn('annual_releases', 'integer', (col) => col.notNull())
    .addColumn('baseline_recidivism_rate', 'double precision', (col) => col.notNull())
    .addColumn('average_cost_per_incarceration', 'double precision', (col) => col.notNull())
    .addColumn('current_employment_rate', 'double precision', (col) => col.notNull())
    .addColumn('median_income', 'double precision', (col) => col.notNull())
    .addColumn('details', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('simulation_results')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('city_id', 'text', (col) => col.notNull().references('city_data.id'))
    .addColumn('support_type', 'text', (col) => col.notNull())
    .addColumn('participant_count', 'integer', (col) => col.notNull())
    .addColumn('timeframe', 'integer', (col) => col.notNull())
    .addColumn('employment_rate', 'double precision', (col) => col.notNull())
    .addColumn('projected_recidivism_reduction', 'double precision', (col) => col.notNull())
    .addColumn('public_cost_savings', 'double precision', (col) => col.notNull())
    .addColumn('jobs_created', 'double precision', (col) => col.notNull())
    .addColumn('roi_per_dollar', 'double precision', (col) => col.notNull())
    .addColumn('taxpayer_contribution', 'double precision', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'text', (col) => col.primaryKey())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sessions',
    'simulation_results',
    'city_data',
    'volunteer_applications',
    'employer_partnership_submissions',
    'client_intake_submissions',
    'contact_submissions',
    'success_stories',
    'appointments',
    'milestones',
    'applications',
    'jobs',
    'employers',
    'client_profiles',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop sequence if exists submission_reference_seq`.execute(db);
}
