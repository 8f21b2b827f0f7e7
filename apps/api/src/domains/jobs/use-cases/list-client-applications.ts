import type { Application } from '@pathways/schemas';
import type { Actor, Queryable } from '../../../services/use-case-context.js';
import { listApplications, withHistories } from '../applications-repository.js';
import { clientWithinReach } from '../../clients/policy.js';

/** A case worker's client's applications (404 outside the caseload). */
export async function listClientApplications(
  db: Queryable,
  actor: Actor,
  clientId: number,
): Promise<Application[]> {
  await clientWithinReach(db, actor, clientId);
  return withHistories(db, await listApplications(db, { clientId }), true);
}
