import { HttpError } from '../../lib/http-error.js';
import type { Actor, Queryable } from '../../services/use-case-context.js';
import { NO_SUCH_CLIENT, clientWithinReach, mayReachCaseOf } from '../clients/policy.js';
import { profileIdOf } from './placements-repository.js';

/** The client's profile id, when the client is within the caller's reach (404 otherwise). */
export async function caseloadProfile(
  db: Queryable,
  actor: Actor,
  clientId: number,
): Promise<number> {
  await clientWithinReach(db, actor, clientId);
  const profileId = await profileIdOf(db, clientId);
  if (profileId === undefined) throw new HttpError(404, NO_SUCH_CLIENT);
  return profileId;
}

/** A follow-up of the caller's caseload (any, for an admin). */
export function canReachFollowUp(
  actor: Actor,
  followUp: { case_worker_id: number | null },
): boolean {
  return mayReachCaseOf(actor, followUp.case_worker_id);
}
