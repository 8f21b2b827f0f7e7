import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** Every table the staff inbox lists (issue 13, and the two added for issue 12's forms). */
const SUBMISSION_TABLES = [
  'contact_submissions',
  'client_intake_submissions',
  'employer_partnership_submissions',
  'volunteer_applications',
  'employer_onboarding_submissions',
  'donation_pledges',
] as const;

/** The action plan as it was hard-coded before admins could edit it: new databases start with it. */
const DEFAULT_PLAN_STEPS: {
  name: string;
  description: string;
  due_in_days: number | null;
  days_after_placement: number | null;
}[] = [
  {
    name: 'ID documents',
    description: 'State ID, Social Security card, birth certificate',
    due_in_days: 14,
    days_after_placement: null,
  },
  {
    name: 'Resume',
    description: 'A resume reviewed with the case worker',
    due_in_days: 21,
    days_after_placement: null,
  },
  {
    name: 'Training enrollment',
    description: 'Enrolled in a training or certification program',
    due_in_days: 30,
    days_after_placement: null,
  },
  {
    name: 'Job search',
    description: 'Applications sent and interviews practised',
    due_in_days: 60,
    days_after_placement: null,
  },
  {
    name: 'Job placement',
    description: 'Hired into a job',
    due_in_days: 90,
    days_after_placement: null,
  },
  ...[30, 90, 180, 365, 730].map((days) => ({
    name: `Follow-up ${days} days after placement`,
    description: 'Check in with the client and the employer',
    due_in_days: null,
    days_after_placement: days,
  })),
];

/**
 * Case management, second part (issue 13, and issue 15's case-worker message event):
 * - the message thread between a client and their case worker, with what each side has read;
 * - when the periodic job recorded a consent's lapse on the client's timeline;
 * - keyed blind indexes (HMAC) of the phone number and of name + date of birth, beside the sealed
 *   values, so the inbox can flag duplicates without decrypting anything;
 * - a client's request to reschedule an appointment, and the resume details the client fills in;
 * - the action-plan template, editable by admins (seeded with the template used so far);
 * - indexes for the caseload and the inbox at 5,000 clients and 20,000 submissions.
 * Additive only. Frozen in time: later changes get their own migration, never an edit here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('case_messages')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // The thread is the client's: one per client, with whoever is their case worker.
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('from_client', 'boolean', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    // When the other side first saw it; null while unread.
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('case_messages_client_idx')
    .on('case_messages')
    .columns(['client_id', 'id'])
    .execute();
  // Unread counts are read on every caseload page: only the unread rows are indexed.
  await sql`create index case_messages_unread_idx on case_messages (client_id, from_client) where read_at is null`.execute(
    db,
  );

  await db.schema.alterTable('consents').addColumn('lapse_recorded_at', 'timestamptz').execute();
  await sql`create index consents_lapse_idx on consents (expires_at) where revoked_at is null and lapse_recorded_at is null`.execute(
    db,
  );

  for (const table of SUBMISSION_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('phone_key', 'text')
      .addColumn('name_dob_key', 'text')
      .execute();
    await sql`create index ${sql.raw(`${table}_phone_key_idx`)} on ${sql.table(table)} (phone_key) where phone_key is not null`.execute(
      db,
    );
    await sql`create index ${sql.raw(`${table}_name_dob_key_idx`)} on ${sql.table(table)} (name_dob_key) where name_dob_key is not null`.execute(
      db,
    );
    // Duplicate flags look up the page's names (as they do e-mails, which have their index).
    await sql`create index ${sql.raw(`${table}_name_idx`)} on ${sql.table(table)} (lower(name))`.execute(
      db,
    );
    // The inbox pages newest first with a keyset on (submitted_at, id).
    await db.schema
      .createIndex(`${table}_submitted_idx`)
      .on(table)
      .columns(['submitted_at', 'id'])
      .execute();
  }

  await db.schema
    .createTable('reschedule_requests')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('appointment_id', 'integer', (col) =>
      col.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // In the client's words: the days and times that suit them.
    .addColumn('preferred_times', 'text', (col) => col.notNull())
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    // Set when the case worker reschedules the appointment (or it is otherwise settled).
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('reschedule_requests_client_idx')
    .on('reschedule_requests')
    .columns(['client_id', 'id'])
    .execute();

  await db.schema.alterTable('client_profiles').addColumn('resume_summary', 'text').execute();
  // The caseload: one case worker's clients, newest first (keyset on the client's id).
  await db.schema
    .createIndex('client_profiles_worker_user_idx')
    .on('client_profiles')
    .columns(['case_worker_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('plan_template_steps')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    // Days after the plan is made, or (a follow-up) days after the placement: exactly one of them.
    .addColumn('due_in_days', 'integer')
    .addColumn('days_after_placement', 'integer')
    .addCheckConstraint(
      'plan_template_steps_one_offset',
      sql`(due_in_days is null) <> (days_after_placement is null)`,
    )
    .execute();
  await db
    .withTables<{
      plan_template_steps: {
        position: number;
        name: string;
        description: string;
        due_in_days: number | null;
        days_after_placement: number | null;
      };
    }>()
    .insertInto('plan_template_steps')
    .values(DEFAULT_PLAN_STEPS.map((step, position) => ({ ...step, position })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['plan_template_steps', 'reschedule_requests', 'case_messages']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('client_profiles_worker_user_idx').ifExists().execute();
  await db.schema.alterTable('client_profiles').dropColumn('resume_summary').execute();
  for (const table of SUBMISSION_TABLES) {
    await db.schema.dropIndex(`${table}_submitted_idx`).ifExists().execute();
    await db.schema.dropIndex(`${table}_name_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('phone_key').dropColumn('name_dob_key').execute();
  }
  await db.schema.dropIndex('consents_lapse_idx').ifExists().execute();
  await db.schema.alterTable('consents').dropColumn('lapse_recorded_at').execute();
}
