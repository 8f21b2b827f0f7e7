import type { Kysely } from 'kysely';

/**
 * Sign-in throttling without a lockout a stranger can trigger (issue 11 item 6): failures are also
 * counted per (account, address), and each count remembers its last failure so a growing delay can
 * be asked of it. Frozen in time: later changes get their own migration, never an edit here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('last_failure_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('login_address_failures')
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_failure_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('login_address_failures_pkey', ['account', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_address_failures').ifExists().execute();
  await db.schema.alterTable('login_failures').dropColumn('last_failure_at').execute();
}
