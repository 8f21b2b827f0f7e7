import type { UnreadCount } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { countUnreadForStaff } from '../repository.js';

/** Unread client messages across the caller's caseload (every client's, for an admin). */
export async function countStaffUnread({ db }: UseCaseContext, actor: Actor): Promise<UnreadCount> {
  return { unread: await countUnreadForStaff(db, actor.role === 'admin' ? undefined : actor.id) };
}
