import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { manageableJob } from '../policy.js';
import { deleteDraftJob } from '../repository.js';

/**
 * The employer deletes a draft or a returned posting (issue 32 D6). Anything submitted or
 * published stays: clients may have read or applied to it.
 */
export async function deleteJob(
  { db }: UseCaseContext,
  actor: Actor,
  jobId: number,
): Promise<void> {
  const before = await manageableJob(db, actor, jobId);
  if (before.status !== 'draft' || !(await deleteDraftJob(db, before.id))) {
    throw new HttpError(
      409,
      `A ${before.status} posting cannot be deleted; only a draft or a returned one can`,
    );
  }
}
