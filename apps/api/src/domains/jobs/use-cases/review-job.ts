import { portalPaths } from '@pathways/schemas';
import type { Job, JobReviewInput, JobStatus } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { findUserContact } from '../employers-repository.js';
import { checkJobMove, NO_JOB } from '../policy.js';
import { findJob, moveJob } from '../repository.js';
import { CHANGED_MEANWHILE, reloadJob } from './create-job.js';

/**
 * An admin approves a submitted posting (it is published, and the employer is e-mailed in the same
 * transaction) or returns it to draft with a note.
 */
export async function reviewJob(
  { db, now, outbox }: UseCaseContext,
  input: { jobId: number } & JobReviewInput,
): Promise<Job> {
  const before = await findJob(db, input.jobId);
  if (!before) throw new HttpError(404, NO_JOB);
  const to: JobStatus = input.decision === 'approve' ? 'published' : 'draft';
  if (before.status !== 'submitted') {
    throw new HttpError(
      409,
      `Only a submitted posting can be reviewed; this one is ${before.status}`,
    );
  }
  checkJobMove(before, to);
  // Issue 29: a posting is published only once its company is verified AND the posting approved.
  if (to === 'published' && !before.company_verified) {
    throw new HttpError(
      409,
      'This company is waiting for verification: verify the company first, then approve its posting',
    );
  }
  await db.transaction().execute(async (trx) => {
    const reviewNote = input.decision === 'return' ? (input.note ?? null) : null;
    if (!(await moveJob(trx, { jobId: before.id, from: 'submitted', to, reviewNote, now }))) {
      throw new HttpError(409, CHANGED_MEANWHILE);
    }
    if (to !== 'published') return;
    const employer = await findUserContact(trx, before.employer_user_id);
    if (!employer) return;
    await enqueueMessage(trx, outbox, {
      to: employer.email,
      message: {
        template: 'postingApproved',
        data: {
          name: employer.full_name,
          jobTitle: before.title,
          link: outbox.link(portalPaths.employerJobs),
        },
      },
    });
  });
  return reloadJob(db, before.id);
}
