import { screenCase, type CaseInput } from '@pathways/record-clearing';
import type { ClientScreening, User } from '@pathways/schemas';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { saveClientScreening } from '../repository.js';
import { todayInIowa } from '../today-in-iowa.js';

/**
 * A case worker screens one of their client's cases: the answer goes on the client's timeline, and
 * a "not yet" with a date becomes an action-plan task due that day. Who may: the clients domain's
 * rule (their case worker, or an admin; anyone else gets 404).
 *
 * @example
 * await screenClientCase(ctx, user, 42, input); // { answer: { status: 'not-yet', … }, followUp: {…} }
 */
export async function screenClientCase(
  ctx: UseCaseContext,
  user: User,
  clientId: number,
  input: CaseInput,
): Promise<ClientScreening> {
  const client = await clientWithinReach(ctx.db, user, clientId);
  const answer = screenCase(input, { today: todayInIowa(ctx.now) });
  const followUp = await saveClientScreening(ctx.db, {
    clientId,
    actorId: user.id,
    caseWorker: { id: client.case_worker_id, name: client.worker_name },
    at: ctx.now,
    answer,
  });
  return { answer: { ...answer, nextSteps: [...answer.nextSteps] }, followUp };
}
