import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The two forms stored since issue 12, which the staff inbox (issue 13) did not yet list. */
const TABLES = ['employer_onboarding_submissions', 'donation_pledges'] as const;

/**
 * Gives employer onboarding and donation pledges the inbox's columns and indexes, as the
 * case-management migration did for the other forms. Frozen in time: later changes get their own
 * migration, never an edit here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
      .addColumn('assigned_to', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex(`${table}_inbox_idx`).on(table).columns(['status', 'id']).execute();
    await sql`create index ${sql.raw(`${table}_email_idx`)} on ${sql.table(table)} (lower(email))`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('status').dropColumn('assigned_to').execute();
  }
}
