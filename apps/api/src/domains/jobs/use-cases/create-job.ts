import type { Job, JobInput } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, Queryable, UseCaseContext } from '../../../services/use-case-context.js';
import { NO_JOB, ownEmployer } from '../policy.js';
import { findJob, insertJob, toJob } from '../repository.js';
import type { JobColumnsInput } from '../repository.js';

export const CHANGED_MEANWHILE = 'This posting changed meanwhile; please reload it';

export async function reloadJob(db: Queryable, jobId: number): Promise<Job> {
  const row = await findJob(db, jobId);
  if (!row) throw new HttpError(404, NO_JOB);
  return toJob(row);
}

/** The employer writes a new posting: a draft. */
export async function createJob(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: JobInput & JobColumnsInput,
): Promise<Job> {
  const employer = await ownEmployer(db, actor);
  return reloadJob(db, await insertJob(db, employer.id, input, now));
}
