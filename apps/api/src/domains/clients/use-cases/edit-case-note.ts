import type { CaseNote, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { assertMayEditNote, clientWithinReach } from '../policy.js';
import { findCaseNote, toCaseNote, updateCaseNote } from '../repository.js';

export const NO_SUCH_NOTE = 'No such note';
const REDACTED_NOTE = 'A redacted note cannot be edited';

/**
 * A new text (the old one kept for staff, never for the client) and/or the internal flag: an
 * internal note is never shown to the client, and making one internal is on the timeline.
 */
export async function editCaseNote(
  ctx: UseCaseContext,
  actor: User,
  input: { clientId: number; noteId: number; body?: string | undefined; internal?: boolean },
): Promise<CaseNote> {
  await clientWithinReach(ctx.db, actor, input.clientId);
  return inTransaction(ctx.db, async (trx) => {
    const note = await findCaseNote(trx, input.clientId, input.noteId);
    if (!note) throw new HttpError(404, NO_SUCH_NOTE);
    assertMayEditNote(actor, note.author_id);
    if (note.redacted_at) throw new HttpError(409, REDACTED_NOTE);
    const body =
      input.body !== undefined && input.body !== note.body
        ? { text: input.body, earlier: [...note.earlier_bodies, note.body], at: ctx.now }
        : undefined;
    const internal =
      input.internal !== undefined && input.internal !== note.is_internal
        ? input.internal
        : undefined;
    await updateCaseNote(trx, note.id, {
      ...(body ? { body } : {}),
      ...(internal !== undefined ? { internal } : {}),
    });
    if (internal !== undefined) {
      await recordTimelineEntry(trx, {
        clientId: input.clientId,
        actorId: actor.id,
        at: ctx.now,
        action: 'noteVisibility',
        changes: { [`note ${note.id} internal`]: [note.is_internal, internal] },
      });
    }
    const saved = await findCaseNote(trx, input.clientId, note.id);
    if (!saved) throw new HttpError(404, NO_SUCH_NOTE);
    return toCaseNote(saved);
  });
}
