import type { MessageThread } from '@pathways/schemas';
import type { Actor, Queryable } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { threadPage } from '../thread-page.js';

/** Staff read a client's thread (own caseload, or any for an admin). */
export async function readClientThread(
  db: Queryable,
  actor: Actor,
  input: { clientId: number; before?: number | undefined },
): Promise<MessageThread> {
  await clientWithinReach(db, actor, input.clientId);
  return threadPage(db, input.clientId, false, input.before);
}
