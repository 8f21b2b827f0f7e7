import type { User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { openSealedFields } from '../../../services/sealing.js';
import type { SealedForm } from '../../../services/sealing.js';
import { SEALED_FORM_FIELDS } from '../../../services/sealing.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { findClientOfIntake } from '../../clients/repository.js';
import { NO_SUCH_SUBMISSION, reasonToReveal } from '../policy.js';
import { findSubmission, findSubmissionAnswers } from '../repository.js';

/**
 * A submission's sealed answers, opened for whoever has need-to-know (policy.ts) or gives a
 * reason; logged with the client's id once the intake made a client.
 */
export async function revealSubmission(
  ctx: UseCaseContext,
  actor: User,
  input: { kind: SealedForm; id: number; reason?: string | undefined },
): Promise<{ answers: Record<string, unknown> }> {
  const submission = await findSubmission(ctx.db, input.kind, input.id);
  if (!submission) throw new HttpError(404, NO_SUCH_SUBMISSION);
  const client =
    input.kind === 'clientIntake' ? await findClientOfIntake(ctx.db, input.id) : undefined;
  const reason = reasonToReveal(actor, { ...submission, kind: input.kind }, client, input.reason);
  const answers = await openSealedFields(
    ctx.db,
    ctx.cipher,
    {
      actorId: actor.id,
      at: ctx.now,
      clientId: client?.id ?? null,
      submission: { kind: input.kind, id: input.id },
      reason,
    },
    await findSubmissionAnswers(ctx.db, input.kind, input.id),
    SEALED_FORM_FIELDS[input.kind],
  );
  return { answers };
}
