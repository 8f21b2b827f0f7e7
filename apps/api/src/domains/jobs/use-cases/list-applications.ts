import type { Application } from '@pathways/schemas';
import type { Actor, Queryable } from '../../use-case-context.js';
import { listApplications as listRows, withHistories } from '../applications-repository.js';
import { caseloadClient } from '../policy.js';

/** The client's own applications, with their status history. */
export async function listMyApplications(db: Queryable, actor: Actor): Promise<Application[]> {
  return withHistories(db, await listRows(db, { clientId: actor.id }), true);
}

/** The applications to the employer's postings (every posting's, for an admin), with notes and times. */
export async function listEmployerApplications(
  db: Queryable,
  actor: Actor,
): Promise<Application[]> {
  const rows = await listRows(db, { employerUserId: actor.role === 'admin' ? null : actor.id });
  return withHistories(db, rows, false);
}

/** A case worker's client's applications (404 outside the caseload). */
export async function listClientApplications(
  db: Queryable,
  actor: Actor,
  clientId: number,
): Promise<Application[]> {
  await caseloadClient(db, actor, clientId);
  return withHistories(db, await listRows(db, { clientId }), true);
}
