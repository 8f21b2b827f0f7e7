import type { Job } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { manageableJob } from '../policy.js';
import { updateDraftJob } from '../repository.js';
import type { JobColumnsInput } from '../repository.js';
import { CHANGED_MEANWHILE, reloadJob } from './create-job.js';

/**
 * The employer edits a draft (only a draft can be edited). A returned posting (a draft with the
 * reviewer's note) goes back for review with the edit (issue 32 D6): the edit answers the note.
 */
export async function updateJob(
  { db }: UseCaseContext,
  actor: Actor,
  input: { jobId: number } & JobColumnsInput,
): Promise<Job> {
  const before = await manageableJob(db, actor, input.jobId);
  if (before.status !== 'draft') {
    throw new HttpError(409, `A ${before.status} posting cannot be edited; only a draft can`);
  }
  const returned = before.review_note !== null;
  if (!(await updateDraftJob(db, before.id, input, returned))) {
    throw new HttpError(409, CHANGED_MEANWHILE);
  }
  return reloadJob(db, before.id);
}
