import { INBOX_PAGE_SIZE } from '@pathways/schemas';
import type { InboxList, InboxQuery } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Queryable } from '../../../services/transactions.js';
import { listInbox as selectInbox, parseCursor, toInboxItems } from '../repository.js';

const UNKNOWN_CURSOR = 'Unknown cursor';

/** One page of every kind of submission, newest first. */
export async function listInbox(db: Queryable, query: InboxQuery): Promise<InboxList> {
  const { cursor: cursorText, ...filters } = query;
  const cursor = cursorText ? parseCursor(cursorText) : undefined;
  if (cursorText && !cursor) throw new HttpError(400, UNKNOWN_CURSOR, { cursor: [UNKNOWN_CURSOR] });
  const { rows, nextCursor } = await selectInbox(db, filters, cursor, INBOX_PAGE_SIZE);
  return { items: await toInboxItems(db, rows), nextCursor };
}
