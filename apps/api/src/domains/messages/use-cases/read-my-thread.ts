import type { MessageThread } from '@pathways/schemas';
import type { Actor, Queryable } from '../../../services/use-case-context.js';
import { ownThread } from '../policy.js';
import { threadPage } from '../thread-page.js';

/** The client reads their own thread. */
export async function readMyThread(
  db: Queryable,
  actor: Actor,
  input: { before?: number | undefined },
): Promise<MessageThread> {
  await ownThread(db, actor);
  return threadPage(db, actor.id, true, input.before);
}
