import type { Kysely } from 'kysely';

/**
 * Failed sign-ins per account, in the database so every instance of the API counts the same
 * failures (an in-memory count let each instance allow its own hundred an hour).
 * Frozen in time: later changes get their own migration, never an edit here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('account', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').ifExists().execute();
}
