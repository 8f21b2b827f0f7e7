import type { CaseMessage } from '@pathways/schemas';
import type { Queryable } from '../../services/use-case-context.js';

/** Every query of `case_messages`: one thread per client, between them and their case worker. */

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

/**
 * One page of a client's thread: the `limit` newest messages before `before` (the newest when it is
 * left out), newest first; the caller turns them oldest first. Keyset on the id, so a long thread
 * costs the same on every page.
 */
export function listMessagesPage(
  db: Queryable,
  page: { clientId: number; before: number | undefined; limit: number },
): Promise<MessageRow[]> {
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
    .where('message.client_id', '=', page.clientId)
    .$if(page.before !== undefined, (qb) => qb.where('message.id', '<', page.before ?? 0))
    .orderBy('message.id', 'desc')
    .limit(page.limit)
    .execute();
}

/** Unread messages of one side in a client's thread (`fromClient`: the client's, read by staff). */
export async function countUnread(
  db: Queryable,
  clientId: number,
  fromClient: boolean,
): Promise<number> {
  const row = await db
    .selectFrom('case_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('unread'))
    .where('client_id', '=', clientId)
    .where('from_client', '=', fromClient)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** The staff message to this client whose e-mail digest is still open at `now`, if any. */
export function findOpenDigest(db: Queryable, clientId: number, now: Date) {
  return db
    .selectFrom('case_messages')
    .select('id')
    .where('client_id', '=', clientId)
    .where('from_client', '=', false)
    .where('digest_until', '>', now)
    .executeTakeFirst();
}

/** Marks a staff message as the one whose e-mail covers the messages sent until `until`. */
export async function openDigest(db: Queryable, messageId: number, until: Date): Promise<void> {
  await db
    .updateTable('case_messages')
    .set({ digest_until: until })
    .where('id', '=', messageId)
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
