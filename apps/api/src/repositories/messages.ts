import type { CaseMessage } from '@pathways/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';

type Queryable = Kysely<Database> | Transaction<Database>;

interface MessageRow {
  id: number;
  from_client: boolean;
  author_name: string | null;
  body: string;
  sent_at: Date;
  read_at: Date | null;
}

export function toCaseMessage(row: MessageRow): CaseMessage {
  return {
    id: row.id,
    fromClient: row.from_client,
    authorName: row.author_name,
    body: row.body,
    sentAt: row.sent_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

/** A client's whole thread, oldest first. */
export function listMessages(db: Queryable, clientId: number): Promise<MessageRow[]> {
  return db
    .selectFrom('case_messages as message')
    .leftJoin('users as author', 'author.id', 'message.author_id')
    .select([
      'message.id',
      'message.from_client',
      'author.full_name as author_name',
      'message.body',
      'message.sent_at',
      'message.read_at',
    ])
    .where('message.client_id', '=', clientId)
    .orderBy('message.id')
    .execute();
}

export async function insertMessage(
  db: Queryable,
  message: { clientId: number; authorId: number; fromClient: boolean; body: string; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('case_messages')
    .values({
      client_id: message.clientId,
      author_id: message.authorId,
      from_client: message.fromClient,
      body: message.body,
      sent_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Marks read what one side sent to the other: `fromClient` true marks the client's messages (read by
 * staff), false the case worker's (read by the client). Each keeps the moment it was first read.
 */
export async function markRead(
  db: Queryable,
  clientId: number,
  fromClient: boolean,
  at: Date,
): Promise<void> {
  await db
    .updateTable('case_messages')
    .set({ read_at: at })
    .where('client_id', '=', clientId)
    .where('from_client', '=', fromClient)
    .where('read_at', 'is', null)
    .execute();
}

/** Unread client messages across a caseload (`caseWorkerId`), or across every client (undefined). */
export async function countUnreadForStaff(
  db: Queryable,
  caseWorkerId: number | undefined,
): Promise<number> {
  let query = db
    .selectFrom('case_messages as message')
    .select((eb) => eb.fn.countAll<string | number>().as('unread'))
    .where('message.from_client', '=', true)
    .where('message.read_at', 'is', null);
  if (caseWorkerId !== undefined) {
    query = query.where((eb) =>
      eb(
        'message.client_id',
        'in',
        eb
          .selectFrom('client_profiles')
          .select('user_id')
          .where('case_worker_id', '=', caseWorkerId),
      ),
    );
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.unread);
}
