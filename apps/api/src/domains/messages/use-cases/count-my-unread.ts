import type { UnreadCount } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { countUnread } from '../repository.js';

/** The client's case-worker messages they have not read yet: the count on their menu. */
export async function countMyUnread({ db }: UseCaseContext, actor: Actor): Promise<UnreadCount> {
  return { unread: await countUnread(db, actor.id, false) };
}
