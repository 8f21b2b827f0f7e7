import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The outbox (e-mail written in the same transaction as what it reports, delivered by a worker)
 * and one-time password-reset tokens, stored as hashes.
 * Frozen in time: later changes get their own migration, never an edit here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // The Message-ID header, the same on every attempt, so a receiver can drop a repeat.
    .addColumn('message_id', 'text', (col) => col.notNull().unique())
    .addColumn('template', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'failed', 'held', 'expired')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // Pending: when to try next. Sending: when the worker's claim lapses (it died mid-send).
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    // A message that is useless late (a reset link that has expired) is not sent after this.
    .addColumn('send_before', 'timestamptz')
    .addColumn('last_error', 'text')
    // Values in the bodies that must not be shown or kept once sent (a reset link's token).
    .addColumn('secrets', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`create index outbox_due_idx on outbox (next_attempt_at) where status in ('pending', 'sending')`.execute(
    db,
  );
  await db.schema.createIndex('outbox_status_idx').on('outbox').columns(['status', 'id']).execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // SHA-256 of the token: a copy of the database cannot be used to reset anyone's password.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_idx')
    .on('password_reset_tokens')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').ifExists().execute();
  await db.schema.dropTable('outbox').ifExists().execute();
}
