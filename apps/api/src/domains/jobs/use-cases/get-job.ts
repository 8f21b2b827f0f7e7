import type { Job } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Queryable } from '../../../services/use-case-context.js';
import { NO_JOB } from '../policy.js';
import { findJob, toJob } from '../repository.js';

/** A published posting, as anyone may read it (404 for any other). */
export async function getJob(db: Queryable, jobId: number): Promise<Job> {
  const row = await findJob(db, jobId);
  if (!row || row.status !== 'published') throw new HttpError(404, NO_JOB);
  return toJob(row);
}
