import { HttpError } from '../../lib/http-error.js';
import type { Actor, Queryable } from '../../services/use-case-context.js';
import { profileIdOf } from './placements-repository.js';
import { NO_CLIENT, caseloadClient } from './policy.js';

/** The client's profile id, when the client is within the caller's reach (404 otherwise). */
export async function caseloadProfile(
  db: Queryable,
  actor: Actor,
  clientId: number,
): Promise<number> {
  await caseloadClient(db, actor, clientId);
  const profileId = await profileIdOf(db, clientId);
  if (profileId === undefined) throw new HttpError(404, NO_CLIENT);
  return profileId;
}

/** A follow-up of the caller's caseload (any, for an admin). */
export function canReachFollowUp(
  actor: Actor,
  followUp: { case_worker_id: number | null },
): boolean {
  return actor.role === 'admin' || followUp.case_worker_id === actor.id;
}
