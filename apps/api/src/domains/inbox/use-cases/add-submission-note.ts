import type { InboxKind, InboxNote, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { NO_SUCH_SUBMISSION } from '../policy.js';
import { findSubmission, insertInboxNote } from '../repository.js';

/** An internal note on a submission. */
export async function addSubmissionNote(
  ctx: UseCaseContext,
  actor: User,
  input: { kind: InboxKind; id: number; body: string },
): Promise<InboxNote> {
  if (!(await findSubmission(ctx.db, input.kind, input.id))) {
    throw new HttpError(404, NO_SUCH_SUBMISSION);
  }
  const note = await insertInboxNote(ctx.db, {
    kind: input.kind,
    submissionId: input.id,
    authorId: actor.id,
    body: input.body,
    at: ctx.now,
  });
  return {
    id: note.id,
    body: note.body,
    createdAt: note.created_at.toISOString(),
    author: { id: actor.id, fullName: actor.fullName },
  };
}
