import { SUBMISSION_HISTORY_PAGE_SIZE } from '@pathways/schemas';
import type { InboxDetail, InboxItem, InboxKind } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { maskFields, sealedFieldsOf } from '../../../services/sealing.js';
import type { Queryable } from '../../../services/transactions.js';
import { findClientOfIntake } from '../../clients/repository.js';
import { NO_SUCH_SUBMISSION } from '../policy.js';
import {
  findSubmission,
  findSubmissionAnswers,
  listInboxNotes,
  listSubmissionEvents,
  toInboxItems,
} from '../repository.js';

/** A submission as the inbox lists it (assignee's name, likely duplicates). */
export async function itemOf(db: Queryable, kind: InboxKind, id: number): Promise<InboxItem> {
  const row = await findSubmission(db, kind, id);
  const [item] = row ? await toInboxItems(db, [row]) : [];
  if (!item) throw new HttpError(404, NO_SUCH_SUBMISSION);
  return item;
}

/** One submission: its answers (sealed ones masked), notes, history and the client it made. */
export async function getSubmission(
  db: Queryable,
  input: { kind: InboxKind; id: number },
): Promise<InboxDetail> {
  const { kind, id } = input;
  const [item, answers, notes, history, client] = await Promise.all([
    itemOf(db, kind, id),
    findSubmissionAnswers(db, kind, id),
    listInboxNotes(db, kind, id),
    listSubmissionEvents(db, kind, id, { limit: SUBMISSION_HISTORY_PAGE_SIZE + 1 }),
    kind === 'clientIntake' ? findClientOfIntake(db, id) : Promise.resolve(undefined),
  ]);
  const masked = maskFields(answers, sealedFieldsOf(kind));
  return {
    ...item,
    answers: masked.answers,
    protectedFields: masked.protectedFields,
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      createdAt: note.created_at.toISOString(),
      author:
        note.author_id !== null && note.full_name !== null
          ? { id: note.author_id, fullName: note.full_name }
          : null,
    })),
    clientId: client?.id ?? null,
    history: history.slice(0, SUBMISSION_HISTORY_PAGE_SIZE),
    historyNextBefore:
      history.length > SUBMISSION_HISTORY_PAGE_SIZE
        ? (history[SUBMISSION_HISTORY_PAGE_SIZE - 1]?.id ?? null)
        : null,
  };
}
