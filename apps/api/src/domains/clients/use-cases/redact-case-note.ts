import type { CaseNote, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../policy.js';
import { findCaseNote, redactCaseNote as eraseNote, toCaseNote } from '../repository.js';
import { NO_SUCH_NOTE } from './edit-case-note.js';

/**
 * Redacts a note: its text and every earlier text are erased from the row, it is hidden from the
 * client, and the timeline keeps who redacted it, when and why (never what it said).
 */
export async function redactCaseNote(
  ctx: UseCaseContext,
  actor: User,
  input: { clientId: number; noteId: number; reason: string },
): Promise<CaseNote> {
  await clientWithinReach(ctx.db, actor, input.clientId);
  return inTransaction(ctx.db, async (trx) => {
    const note = await findCaseNote(trx, input.clientId, input.noteId);
    if (!note) throw new HttpError(404, NO_SUCH_NOTE);
    if (!note.redacted_at) {
      await eraseNote(trx, note.id, { by: actor.id, at: ctx.now });
      await recordTimelineEntry(trx, {
        clientId: input.clientId,
        actorId: actor.id,
        at: ctx.now,
        action: 'noteRedacted',
        changes: { [`note ${note.id}`]: [null, `redacted: ${input.reason}`] },
      });
    }
    const saved = await findCaseNote(trx, input.clientId, note.id);
    if (!saved) throw new HttpError(404, NO_SUCH_NOTE);
    return toCaseNote(saved);
  });
}
