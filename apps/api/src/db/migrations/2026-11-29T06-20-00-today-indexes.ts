import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 31.1: the Today page's unanswered messages. Per client of the caseload it reads the last
 * message staff wrote, then the first message the client wrote after it; keyed by who wrote, each
 * is one index probe however long the thread (case_messages_client_sent_idx would walk back past
 * every client message to find staff's last one). Frozen in time: later changes get their own
 * migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index case_messages_thread_idx on case_messages (client_id, from_client, sent_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists case_messages_thread_idx`.execute(db);
}
