import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 25: a submission's status and assignment changes are kept (submission_events); the access
 * log names the submission of any kind it read; a case note can be redacted.
 *
 * The sealing of volunteers' plaintext dates of birth needs the data key, which a migration does not
 * hold: it runs right after the migrations, at start-up (services/seal-stored-answers.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('submission_events')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('submission_id', 'integer', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('change', 'text', (col) =>
      col.notNull().check(sql`change in ('status', 'assignedTo')`),
    )
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .execute();
  await db.schema
    .createIndex('submission_events_submission_idx')
    .on('submission_events')
    .columns(['kind', 'submission_id', 'id'])
    .execute();

  await db.schema.alterTable('access_log').addColumn('submission_kind', 'text').execute();
  await db.schema.alterTable('access_log').addColumn('submission_id', 'integer').execute();
  // Intake reads logged before this: the same submission, under its new name.
  await sql`update access_log set submission_kind = 'clientIntake', submission_id = intake_submission_id
    where intake_submission_id is not null`.execute(db);

  await db.schema.alterTable('case_notes').addColumn('redacted_at', 'timestamptz').execute();
  await db.schema
    .alterTable('case_notes')
    .addColumn('redacted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('case_notes').dropColumn('redacted_by').execute();
  await db.schema.alterTable('case_notes').dropColumn('redacted_at').execute();
  await db.schema.alterTable('access_log').dropColumn('submission_id').execute();
  await db.schema.alterTable('access_log').dropColumn('submission_kind').execute();
  await db.schema.dropTable('submission_events').execute();
}
