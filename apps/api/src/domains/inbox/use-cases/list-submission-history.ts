import { SUBMISSION_HISTORY_PAGE_SIZE } from '@pathways/schemas';
import type { InboxKind, SubmissionHistoryPage } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Queryable } from '../../../services/transactions.js';
import { NO_SUCH_SUBMISSION } from '../policy.js';
import { findSubmission, listSubmissionEvents } from '../repository.js';

/** Older status and assignment changes of a submission, newest first. */
export async function listSubmissionHistory(
  db: Queryable,
  input: { kind: InboxKind; id: number; before?: number | undefined },
): Promise<SubmissionHistoryPage> {
  if (!(await findSubmission(db, input.kind, input.id))) {
    throw new HttpError(404, NO_SUCH_SUBMISSION);
  }
  const rows = await listSubmissionEvents(db, input.kind, input.id, {
    before: input.before,
    limit: SUBMISSION_HISTORY_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, SUBMISSION_HISTORY_PAGE_SIZE);
  return {
    entries: page,
    nextBefore: rows.length > SUBMISSION_HISTORY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
