import { MESSAGES_PAGE_SIZE } from '@pathways/schemas';
import type { MessageThread } from '@pathways/schemas';
import type { Queryable } from '../../services/use-case-context.js';
import { countUnread, listMessagesPage, toCaseMessage } from './repository.js';

/**
 * One page of a thread as one side sees it: `readerIsClient` says whose unread messages count.
 * A page is at most MESSAGES_PAGE_SIZE messages, oldest first; `nextBefore` leads to the older page.
 */
export async function threadPage(
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
