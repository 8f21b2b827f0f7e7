import type { CaseNote, CaseNoteInput, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../policy.js';
import { findCaseNote, insertCaseNote, toCaseNote } from '../repository.js';

export async function addCaseNote(
  ctx: UseCaseContext,
  actor: User,
  input: { clientId: number } & Required<Pick<CaseNoteInput, 'body' | 'internal'>>,
): Promise<CaseNote> {
  await clientWithinReach(ctx.db, actor, input.clientId);
  const id = await insertCaseNote(ctx.db, {
    clientId: input.clientId,
    authorId: actor.id,
    body: input.body,
    internal: input.internal,
    at: ctx.now,
  });
  const note = await findCaseNote(ctx.db, input.clientId, id);
  if (!note) throw new HttpError(404, 'No such note');
  return toCaseNote(note);
}
