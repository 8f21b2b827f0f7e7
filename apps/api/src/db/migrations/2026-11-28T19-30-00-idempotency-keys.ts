import type { Kysely } from 'kysely';

/**
 * Idempotency keys (issue 28): a form sent again after a dropped signal is answered with the first
 * answer instead of being stored twice. Frozen in time: later changes get their own migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('caller', 'text', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('content_type', 'text')
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['caller', 'route', 'idempotency_key'])
    .execute();
  // The hourly cleanup deletes by age.
  await db.schema
    .createIndex('idempotency_keys_claimed_at')
    .on('idempotency_keys')
    .column('claimed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
