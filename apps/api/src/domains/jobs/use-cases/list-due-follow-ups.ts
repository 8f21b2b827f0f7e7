import type { DueFollowUps } from '@pathways/schemas';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { dayOf } from '../dates.js';
import { listDueFollowUps as listRows } from '../placements-repository.js';

/** The follow-ups due or overdue across the caller's caseload (every client's, for an admin). */
export async function listDueFollowUps(
  { db, now }: UseCaseContext,
  actor: Actor,
): Promise<DueFollowUps> {
  const today = dayOf(now);
  return {
    asOf: today,
    followUps: await listRows(db, actor.role === 'admin' ? null : actor.id, today),
  };
}
