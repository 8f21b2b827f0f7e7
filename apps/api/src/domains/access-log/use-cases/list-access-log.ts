import { ACCESS_LOG_PAGE_SIZE } from '@pathways/schemas';
import type { AccessLogList, AccessLogQuery, User } from '@pathways/schemas';
import type { Queryable } from '../../../services/transactions.js';
import { assertMayAudit } from '../policy.js';
import { listAccessLog as selectAccessLog } from '../repository.js';

/** One page of the access log, newest first, by actor or client. */
export async function listAccessLog(
  db: Queryable,
  actor: User,
  query: AccessLogQuery,
): Promise<AccessLogList> {
  assertMayAudit(actor);
  const rows = await selectAccessLog(db, query, ACCESS_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, ACCESS_LOG_PAGE_SIZE);
  return {
    entries: page,
    nextBefore: rows.length > ACCESS_LOG_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
