import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 30: a record-clearing screening sent to a case worker from the public screener. Same shape
 * as the other public forms (name and e-mail to search by, the rest as JSON, the inbox's columns
 * and indexes), so the staff inbox lists it as one more kind. The case and its answer are sealed in
 * the JSON by the application, never stored in plaintext.
 * Frozen in time: later changes get their own migration, never an edit here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = 'record_clearing_screenings';
  await db.schema
    .createTable(table)
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('is_resolved', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('assigned_to', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('phone_key', 'text')
    .addColumn('name_dob_key', 'text')
    .execute();
  await db.schema.createIndex(`${table}_inbox_idx`).on(table).columns(['status', 'id']).execute();
  await sql`create index record_clearing_screenings_email_idx on record_clearing_screenings (lower(email))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_clearing_screenings').ifExists().execute();
}
