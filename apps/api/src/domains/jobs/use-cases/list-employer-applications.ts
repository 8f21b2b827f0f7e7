import type { Application } from '@pathways/schemas';
import type { Actor, Queryable } from '../../../services/use-case-context.js';
import { listApplications, withHistories } from '../applications-repository.js';

/** The applications to the employer's postings (every posting's, for an admin), with notes and times. */
export async function listEmployerApplications(
  db: Queryable,
  actor: Actor,
): Promise<Application[]> {
  const rows = await listApplications(db, {
    employerUserId: actor.role === 'admin' ? null : actor.id,
  });
  return withHistories(db, rows, false);
}
