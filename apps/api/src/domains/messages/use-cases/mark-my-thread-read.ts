import type { UnreadCount } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { ownThread } from '../policy.js';
import { markRead } from '../repository.js';

/** The client marks their case worker's messages read. */
export async function markMyThreadRead(
  { db, now }: UseCaseContext,
  actor: Actor,
): Promise<UnreadCount> {
  await ownThread(db, actor);
  await markRead(db, actor.id, false, now);
  return { unread: 0 };
}
