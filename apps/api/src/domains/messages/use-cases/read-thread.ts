import { MESSAGES_PAGE_SIZE } from '@pathways/schemas';
import type { MessageThread } from '@pathways/schemas';
import type { Actor, Queryable } from '../../use-case-context.js';
import { ownThread, staffThread } from '../policy.js';
import { countUnread, listMessagesPage, toCaseMessage } from '../repository.js';

/**
 * One page of a thread as one side sees it: `readerIsClient` says whose unread messages count.
 * A page is at most MESSAGES_PAGE_SIZE messages, oldest first; `nextBefore` leads to the older page.
 */
async function threadPage(
  db: Queryable,
  clientId: number,
  readerIsClient: boolean,
  before: number | undefined,
): Promise<MessageThread> {
  const rows = await listMessagesPage(db, { clientId, before, limit: MESSAGES_PAGE_SIZE + 1 });
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  const oldest = page.at(-1);
  return {
    messages: page.reverse().map(toCaseMessage),
    nextBefore: rows.length > MESSAGES_PAGE_SIZE && oldest ? oldest.id : null,
    unread: await countUnread(db, clientId, !readerIsClient),
  };
}

/** Staff read a client's thread (own caseload, or any for an admin). */
export async function readClientThread(
  db: Queryable,
  actor: Actor,
  input: { clientId: number; before?: number | undefined },
): Promise<MessageThread> {
  await staffThread(db, actor, input.clientId);
  return threadPage(db, input.clientId, false, input.before);
}

/** The client reads their own thread. */
export async function readMyThread(
  db: Queryable,
  actor: Actor,
  input: { before?: number | undefined },
): Promise<MessageThread> {
  await ownThread(db, actor);
  return threadPage(db, actor.id, true, input.before);
}
