import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The submission tables the staff inbox works over (issue 13). */
const SUBMISSION_TABLES = [
  'contact_submissions',
  'client_intake_submissions',
  'employer_partnership_submissions',
  'volunteer_applications',
] as const;

/**
 * Case management (issue 13): staff accounts that can be deactivated, the inbox's status and
 * assignment, clients linked to their intake with a version for optimistic locking, consents shaped
 * on 42 CFR Part 2, the disclosures they allowed, case notes that keep their earlier text, the
 * client's timeline of changes, and the log of every read of a sensitive field.
 * Additive only. Frozen in time: later changes get their own migration, never an edit here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'timestamptz').execute();

  for (const table of SUBMISSION_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
      .addColumn('assigned_to', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    // The inbox lists newest first, per kind and status, a page at a time (keyset on id).
    await db.schema.createIndex(`${table}_inbox_idx`).on(table).columns(['status', 'id']).execute();
    await sql`create index ${sql.raw(`${table}_email_idx`)} on ${sql.table(table)} (lower(email))`.execute(
      db,
    );
  }

  await db.schema
    .createTable('submission_notes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('submission_id', 'integer', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('submission_notes_submission_idx')
    .on('submission_notes')
    .columns(['kind', 'submission_id', 'id'])
    .execute();

  await db.schema
    .alterTable('client_profiles')
    .addColumn('intake_submission_id', 'integer', (col) =>
      col.references('client_intake_submissions.id').onDelete('set null'),
    )
    // Each save bumps it; a save that names an older version is refused (409), never merged silently.
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('phone', 'text')
    // Sealed values only (enc:v1:…): date of birth, barriers, criminal history, from the intake.
    .addColumn('sensitive', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('client_profiles_worker_idx')
    .on('client_profiles')
    .columns(['case_worker_id', 'id'])
    .execute();

  await db.schema
    .alterTable('appointments')
    .addColumn('mode', 'text', (col) =>
      col
        .notNull()
        .defaultTo('inPerson')
        .check(sql`mode in ('inPerson', 'virtual')`),
    )
    .addColumn('attendance', 'text', (col) =>
      col
        .notNull()
        .defaultTo('scheduled')
        .check(sql`attendance in ('scheduled', 'attended', 'noShow', 'cancelled')`),
    )
    .execute();

  await db.schema
    .alterTable('milestones')
    .addColumn('due_date', 'date')
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('consents')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('scope', 'text', (col) =>
      col.notNull().check(sql`scope in ('program', 'employer', 'recovery')`),
    )
    // Who may receive the information: the named employer for an employer consent.
    .addColumn('recipient', 'text')
    // The exact consent text the client was shown, by version (@pathways/content keeps each).
    .addColumn('text_version', 'text', (col) => col.notNull())
    .addColumn('given_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('recorded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('consents_client_idx')
    .on('consents')
    .columns(['client_id', 'scope'])
    .execute();

  await db.schema
    .createTable('disclosures')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('consent_id', 'integer', (col) => col.notNull().references('consents.id'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('disclosed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('disclosed_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('case_notes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (col) => col.notNull())
    // Internal notes are never shown to the client.
    .addColumn('is_internal', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('edited_at', 'timestamptz')
    // The texts the note had before each edit, oldest first: an edit never loses what was written.
    .addColumn('earlier_bodies', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createIndex('case_notes_client_idx')
    .on('case_notes')
    .columns(['client_id', 'id'])
    .execute();

  await db.schema
    .createTable('client_events')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    // { field: [old, new] } for a change; never a sealed field's value.
    .addColumn('changes', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('client_events_client_idx')
    .on('client_events')
    .columns(['client_id', 'id'])
    .execute();

  await db.schema
    .createTable('access_log')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // Whose record: a client, or (before acceptance) an intake submission.
    .addColumn('client_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('intake_submission_id', 'integer', (col) =>
      col.references('client_intake_submissions.id').onDelete('set null'),
    )
    .addColumn('fields', sql`text[]`, (col) => col.notNull())
    // Required of an admin who is not the client's case worker.
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('access_log_at_idx').on('access_log').columns(['id']).execute();
  await db.schema
    .createIndex('access_log_actor_idx')
    .on('access_log')
    .columns(['actor_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'access_log',
    'client_events',
    'case_notes',
    'disclosures',
    'consents',
    'submission_notes',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema
    .alterTable('milestones')
    .dropColumn('due_date')
    .dropColumn('owner_id')
    .dropColumn('position')
    .execute();
  await db.schema.alterTable('appointments').dropColumn('mode').dropColumn('attendance').execute();
  await db.schema.dropIndex('client_profiles_worker_idx').ifExists().execute();
  await db.schema
    .alterTable('client_profiles')
    .dropColumn('intake_submission_id')
    .dropColumn('version')
    .dropColumn('phone')
    .dropColumn('sensitive')
    .execute();
  for (const table of SUBMISSION_TABLES) {
    await db.schema.dropIndex(`${table}_inbox_idx`).ifExists().execute();
    await db.schema.dropIndex(`${table}_email_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('status').dropColumn('assigned_to').execute();
  }
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
