import type { UnreadCount } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { markRead } from '../repository.js';

/** Staff mark the client's messages read. */
export async function markClientThreadRead(
  { db, now }: UseCaseContext,
  actor: Actor,
  clientId: number,
): Promise<UnreadCount> {
  await clientWithinReach(db, actor, clientId);
  await markRead(db, clientId, true, now);
  return { unread: 0 };
}
