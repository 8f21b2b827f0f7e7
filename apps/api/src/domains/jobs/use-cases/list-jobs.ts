import type { Job, JobStatus } from '@pathways/schemas';
import type { Actor, Queryable } from '../../use-case-context.js';
import { listJobs as listRows, toJob } from '../repository.js';

/** The employer's own postings (an admin's: every posting), newest first. */
export async function listEmployerJobs(db: Queryable, actor: Actor): Promise<Job[]> {
  const rows = await listRows(db, { employerUserId: actor.role === 'admin' ? null : actor.id });
  return rows.map(toJob);
}

/** Admin › Jobs: every posting, optionally of one status. */
export async function listAdminJobs(db: Queryable, status: JobStatus | undefined): Promise<Job[]> {
  return (await listRows(db, { employerUserId: null, status })).map(toJob);
}
