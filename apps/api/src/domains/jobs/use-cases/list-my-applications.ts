import type { Application } from '@pathways/schemas';
import type { Actor, Queryable } from '../../../services/use-case-context.js';
import { listApplications, withHistories } from '../applications-repository.js';

/** The client's own applications, with their status history. */
export async function listMyApplications(db: Queryable, actor: Actor): Promise<Application[]> {
  return withHistories(db, await listApplications(db, { clientId: actor.id }), true);
}
