import type { Job } from '@pathways/schemas';
import type { Actor, Queryable } from '../../../services/use-case-context.js';
import { listJobs, toJob } from '../repository.js';

/** The employer's own postings (an admin's: every posting), newest first. */
export async function listEmployerJobs(db: Queryable, actor: Actor): Promise<Job[]> {
  const rows = await listJobs(db, { employerUserId: actor.role === 'admin' ? null : actor.id });
  return rows.map(toJob);
}
