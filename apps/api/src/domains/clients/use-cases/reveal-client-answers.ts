import type { User } from '@pathways/schemas';
import { openSealedFields } from '../../../services/sealing.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { NO_SUCH_CLIENT, clientWithinReach, hasNeedToKnow, reasonToOpen } from '../policy.js';

/**
 * The client's sealed answers, opened for their case worker, or for an admin who says why; the read
 * is in the access log under the client's id.
 */
export async function revealClientAnswers(
  ctx: UseCaseContext,
  actor: User,
  input: { clientId: number; reason?: string | undefined },
): Promise<{ answers: Record<string, unknown> }> {
  const client = await clientWithinReach(ctx.db, actor, input.clientId);
  const reason = reasonToOpen(
    actor,
    hasNeedToKnow(actor, client.case_worker_id),
    input.reason,
    NO_SUCH_CLIENT,
  );
  const answers = await openSealedFields(
    ctx.db,
    ctx.cipher,
    { actorId: actor.id, at: ctx.now, clientId: client.id, reason },
    client.sensitive,
    Object.keys(client.sensitive),
  );
  return { answers };
}
