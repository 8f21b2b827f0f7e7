import type { ApplicationStatus, JobStatus } from '@pathways/schemas';

/**
 * The moves the job board allows (issue 14), in one place so the routes and their 409s agree.
 * A posting: Draft → Submitted → Published (an admin approves; or back to Draft) → Closed or Filled.
 * An application: Pending → Reviewed → Interview → Offer → Hired, or Not selected from any open step;
 * an employer may skip a step forward (a strong candidate goes straight to interview), but a hire
 * needs an offer first, and nothing moves back or out of a decision.
 */
const jobMoves: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['submitted'],
  submitted: ['published', 'draft'],
  published: ['closed', 'filled'],
  closed: [],
  filled: [],
};

/**
 * True when a posting may go from `from` to `to`.
 * @example
 * canMoveJob('draft', 'submitted') // true
 * canMoveJob('closed', 'published') // false
 */
export function canMoveJob(from: JobStatus, to: JobStatus): boolean {
  return jobMoves[from].includes(to);
}

/** The pipeline's open steps, in order. */
const openSteps: readonly ApplicationStatus[] = ['Pending', 'Reviewed', 'Interview', 'Offer'];

/** True while the application is still being decided (it can move, be withdrawn, get interview times). */
export function isOpenApplication(status: ApplicationStatus): boolean {
  return openSteps.includes(status);
}

/**
 * True when an employer may move an application from `from` to `to`.
 * @example
 * canMoveApplication('Pending', 'Interview') // true
 * canMoveApplication('Interview', 'Hired') // false: an offer comes first
 * canMoveApplication('Hired', 'Pending') // false
 */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (!isOpenApplication(from)) return false;
  if (to === 'Not selected') return true;
  if (to === 'Hired') return from === 'Offer';
  const fromIndex = openSteps.indexOf(from);
  const toIndex = openSteps.indexOf(to);
  return toIndex > fromIndex;
}
