import type { User } from '@pathways/schemas';
import { mayReachCaseOf } from '../clients/policy.js';

/**
 * Who sees a client's documents (issue 31): the client, their case worker, admins. Everyone else
 * (another case worker, an employer, another client) gets 404, as if the document did not exist.
 */
export const NO_SUCH_DOCUMENT = 'No such document';

export function mayReachDocuments(
  actor: Pick<User, 'id' | 'role'>,
  client: { clientId: number; caseWorkerId: number | null },
): boolean {
  if (actor.role === 'client') return actor.id === client.clientId;
  if (actor.role !== 'caseWorker' && actor.role !== 'admin') return false;
  return mayReachCaseOf(actor, client.caseWorkerId);
}
