import type { Job, JobStatus } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { checkJobMove, manageableJob } from '../policy.js';
import { moveJob as move } from '../repository.js';
import { CHANGED_MEANWHILE, reloadJob } from './create-job.js';

/** The employer submits, closes or fills a posting, along the moves of @pathways/schemas. */
export async function moveJob(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { jobId: number; to: JobStatus },
): Promise<Job> {
  const before = await manageableJob(db, actor, input.jobId);
  const from = checkJobMove(before, input.to);
  if (!(await move(db, { jobId: before.id, from, to: input.to, now }))) {
    throw new HttpError(409, CHANGED_MEANWHILE);
  }
  return reloadJob(db, before.id);
}
