import { sql } from 'kysely';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, OutboxRow, OutboxStatus, OutboxTable } from '../../db/database.js';
import { secretPlaceholder } from './sealed-secrets.js';

export type NewOutboxMessage = Insertable<OutboxTable>;

/** Anything that runs queries: the database, or a caller's open transaction. */
type Queryable = Kysely<Database> | Transaction<Database>;

export async function insertOutboxMessage(
  db: Queryable,
  message: NewOutboxMessage,
): Promise<{ id: number; messageId: string }> {
  const row = await db
    .insertInto('outbox')
    .values(message)
    .returning(['id', 'message_id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, messageId: row.message_id };
}

/**
 * Claims up to `limit` messages that are due: pending ones whose time has come, and claims of
 * workers that died mid-send (a "sending" row whose lease ran out). One statement: the rows are
 * locked with SKIP LOCKED, so several workers on one PostgreSQL each take different rows and never
 * wait on each other, and a claimed row is not due again until `leaseUntil`.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  return db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      next_attempt_at: leaseUntil,
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/**
 * What is left of a message once it no longer needs its secrets: each placeholder (and, in a row
 * from before secrets were sealed, each secret as it is) replaced in the bodies, the sealed copies gone.
 */
function scrubbed(secrets: readonly string[]) {
  const stored = [...secrets.map((_, index) => secretPlaceholder(index)), ...secrets];
  const replace = (column: 'subject' | 'text_body' | 'html_body') =>
    stored.reduce<ReturnType<typeof sql<string>>>(
      (expression, secret) => sql<string>`replace(${expression}, ${secret}, ${SCRUBBED})`,
      sql<string>`${sql.ref(column)}`,
    );
  return {
    subject: replace('subject'),
    text_body: replace('text_body'),
    html_body: replace('html_body'),
    secrets: sql<string[]>`'{}'::text[]`,
  };
}

/** What a secret reads as once the message is done with it. */
export const SCRUBBED = '[removed after sending]';

/** Delivered: done with, so its secrets are scrubbed from the stored copy. */
export async function markSent(
  db: Kysely<Database>,
  row: Pick<OutboxRow, 'id' | 'secrets'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, last_error: null, ...scrubbed(row.secrets) })
    .where('id', '=', row.id)
    .execute();
}

/** Several delivered messages that carry no secrets, in one statement. */
export async function markAllSent(db: Kysely<Database>, ids: readonly number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, last_error: null })
    .where('id', 'in', ids)
    .execute();
}

/** Back in the queue for another try at `nextAttemptAt`. */
export async function markForRetry(
  db: Kysely<Database>,
  id: number,
  { nextAttemptAt, error }: { nextAttemptAt: Date; error: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: nextAttemptAt, last_error: error })
    .where('id', '=', id)
    .execute();
}

/** Given up on (failed), too late to be of use (expired) or kept unsent (held: no SMTP). */
export async function markFinished(
  db: Kysely<Database>,
  row: Pick<OutboxRow, 'id' | 'secrets'>,
  status: Extract<OutboxStatus, 'failed' | 'expired' | 'held'>,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status,
      last_error: error,
      // A held message may still be sent later (an admin's "send again"), so it keeps its secrets.
      ...(status === 'held' ? {} : scrubbed(row.secrets)),
    })
    .where('id', '=', row.id)
    .execute();
}

/** Back to the queue at once with a fresh count of attempts (an admin's "send again"). */
export async function requeueMessage(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<OutboxRow | undefined> {
  return db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null })
    .where('id', '=', id)
    .where('status', 'in', ['failed', 'held'])
    .returningAll()
    .executeTakeFirst();
}

export function findOutboxMessage(
  db: Kysely<Database>,
  id: number,
): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first, `limit` at a time, after the id `before` (keyset pagination). */
export function listOutboxMessages(
  db: Kysely<Database>,
  { status, before, limit }: { status?: OutboxStatus; before?: number; limit: number },
): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (status) query = query.where('status', '=', status);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.execute();
}

export async function countOutboxByStatus(
  db: Kysely<Database>,
): Promise<Partial<Record<OutboxStatus, number>>> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** Forgets messages that are done with (sent or expired) and older than `before`: their recipients are personal data. */
export async function pruneOutbox(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('status', 'in', ['sent', 'expired'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Takes back messages not yet handed to SMTP (an appointment's reminders once it moved or was
 * cancelled). One being sent right now, or already sent, is left as it is.
 */
export async function withdrawUnsentMessages(
  db: Queryable,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('outbox')
    .where('id', 'in', ids)
    .where('status', 'in', ['pending', 'held'])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
