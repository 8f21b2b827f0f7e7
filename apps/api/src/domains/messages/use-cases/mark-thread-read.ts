import type { UnreadCount } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../use-case-context.js';
import { ownThread, staffThread } from '../policy.js';
import { countUnreadForStaff, markRead } from '../repository.js';

/** Staff mark the client's messages read. */
export async function markClientThreadRead(
  { db, now }: UseCaseContext,
  actor: Actor,
  clientId: number,
): Promise<UnreadCount> {
  await staffThread(db, actor, clientId);
  await markRead(db, clientId, true, now);
  return { unread: 0 };
}

/** The client marks their case worker's messages read. */
export async function markMyThreadRead(
  { db, now }: UseCaseContext,
  actor: Actor,
): Promise<UnreadCount> {
  await ownThread(db, actor);
  await markRead(db, actor.id, false, now);
  return { unread: 0 };
}

/** Unread client messages across the caller's caseload (every client's, for an admin). */
export async function countStaffUnread({ db }: UseCaseContext, actor: Actor): Promise<UnreadCount> {
  return { unread: await countUnreadForStaff(db, actor.role === 'admin' ? undefined : actor.id) };
}
