import type { InboxKind, SubmissionEvent, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import { NO_SUCH_SUBMISSION } from '../policy.js';
import { findSubmission, insertSubmissionEvent } from '../repository.js';

/** "Ana Ruiz (Acme Tools)" → "Ana Ruiz": the greeting names the person, not their company. */
function personOf(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '').trim() || name;
}

/**
 * Staff answer whoever sent a submission, of any kind, by e-mail: the message goes through the
 * outbox in the same transaction as the history entry, in the language of the page the form was
 * sent from (English when that is unknown). The history keeps who replied and when, not the words,
 * and nothing about the person is logged.
 */
export async function replyToSubmission(
  ctx: UseCaseContext,
  actor: User,
  input: { kind: InboxKind; id: number; body: string },
): Promise<SubmissionEvent> {
  return inTransaction(ctx.db, async (trx) => {
    const submission = await findSubmission(trx, input.kind, input.id);
    if (!submission) throw new HttpError(404, NO_SUCH_SUBMISSION);
    await enqueueMessage(trx, ctx.outbox, {
      to: submission.email,
      message: {
        template: 'submissionReply',
        data: {
          name: personOf(submission.name),
          staffName: actor.fullName,
          reference: submission.reference,
          body: input.body,
        },
      },
      language: submission.language ?? 'en',
    });
    const id = await insertSubmissionEvent(trx, {
      kind: input.kind,
      submissionId: input.id,
      actorId: actor.id,
      at: ctx.now,
      change: 'reply',
      from: null,
      to: null,
    });
    return {
      id,
      at: ctx.now.toISOString(),
      actor: { id: actor.id, fullName: actor.fullName },
      change: 'reply',
      from: null,
      to: null,
      reason: null,
    };
  });
}
