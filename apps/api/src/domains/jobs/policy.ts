import { canMoveApplication, canMoveJob } from '@pathways/schemas';
import type { ApplicationStatus, JobStatus } from '@pathways/schemas';
import { HttpError } from '../../lib/http-error.js';
import type { Actor, Queryable } from '../../services/use-case-context.js';
import { findApplication } from './applications-repository.js';
import type { ApplicationRow } from './applications-repository.js';
import { findEmployerOf } from './employers-repository.js';
import { findJob } from './repository.js';
import type { JobRow } from './repository.js';

/**
 * Who may do what on the job board. A posting is its employer's (404 to anyone else but admins);
 * an application is its applicant's and the posting's employer's; a case worker reaches the
 * applications and placements of their own caseload (domains/clients/policy.ts decides which). Every status change follows the moves of
 * @pathways/schemas (409 otherwise).
 */
export const NO_JOB = 'No such job';
export const NO_APPLICATION = 'No such application';
const NO_EMPLOYER = 'There is no company profile for this account';

/** A posting the caller may manage: their own, or any for an admin. */
export async function manageableJob(db: Queryable, actor: Actor, jobId: number): Promise<JobRow> {
  const row = await findJob(db, jobId);
  if (!row || (actor.role !== 'admin' && row.employer_user_id !== actor.id)) {
    throw new HttpError(404, NO_JOB);
  }
  return row;
}

/** An application to one of the caller's postings (any, for an admin). */
export async function employersApplication(
  db: Queryable,
  actor: Actor,
  applicationId: number,
): Promise<ApplicationRow> {
  const row = await findApplication(db, applicationId);
  if (!row || (actor.role !== 'admin' && row.employer_user_id !== actor.id)) {
    throw new HttpError(404, NO_APPLICATION);
  }
  return row;
}

/** The caller's own application. */
export async function ownApplication(
  db: Queryable,
  actor: Actor,
  applicationId: number,
): Promise<ApplicationRow> {
  const row = await findApplication(db, applicationId);
  if (!row || row.client_id !== actor.id) throw new HttpError(404, NO_APPLICATION);
  return row;
}

/** The caller's company. */
export async function ownEmployer(db: Queryable, actor: Actor) {
  const employer = await findEmployerOf(db, actor.id);
  if (!employer) throw new HttpError(404, NO_EMPLOYER);
  return employer;
}

/** 409 unless a posting may go from its status now to `to`. */
export function checkJobMove(row: JobRow, to: JobStatus): JobStatus {
  if (!canMoveJob(row.status, to))
    throw new HttpError(409, `A ${row.status} posting cannot become ${to}`);
  return row.status;
}

/** 409 unless an application may move from `from` to `to`. */
export function checkApplicationMove(from: ApplicationStatus, to: ApplicationStatus): void {
  if (!canMoveApplication(from, to)) {
    throw new HttpError(409, `An application cannot move from ${from} to ${to}`);
  }
}

/** A posting a client may apply to: not there at all before it is published; 409 once closed. */
export function checkOpenForApplications(job: JobRow | undefined): JobRow {
  if (!job || job.status === 'draft' || job.status === 'submitted') {
    throw new HttpError(404, NO_JOB);
  }
  if (job.status !== 'published') {
    throw new HttpError(409, 'This job is no longer taking applications');
  }
  return job;
}
