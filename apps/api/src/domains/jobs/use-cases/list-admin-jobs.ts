import type { Job, JobStatus } from '@pathways/schemas';
import type { Queryable } from '../../../services/use-case-context.js';
import { listJobs, toJob } from '../repository.js';

/** Admin › Jobs: every posting, optionally of one status, newest first. */
export async function listAdminJobs(db: Queryable, status: JobStatus | undefined): Promise<Job[]> {
  return (await listJobs(db, { employerUserId: null, status })).map(toJob);
}
