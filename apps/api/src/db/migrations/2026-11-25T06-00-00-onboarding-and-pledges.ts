import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 12: the employer onboarding form and the donation form are stored, not discarded. Both
 * have the shape of the other public forms (name and e-mail to search by, the whole form as JSON),
 * so they go through the same insert and the staff inbox can read them alike.
 * Frozen in time: later changes get their own migration, never an edit here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['employer_onboarding_submissions', 'donation_pledges']) {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('donation_pledges').ifExists().execute();
  await db.schema.dropTable('employer_onboarding_submissions').ifExists().execute();
}
