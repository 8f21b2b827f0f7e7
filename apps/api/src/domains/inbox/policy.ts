import { canMoveSubmission } from '@pathways/schemas';
import type { InboxKind, InboxStatus, User } from '@pathways/schemas';
import { HttpError } from '../../lib/http-error.js';
import { hasNeedToKnow, reasonToOpen } from '../clients/policy.js';
import type { ClientRow } from '../clients/repository.js';

/**
 * Who may do what to a submission (issue 25, H-1). Every staff member reads the inbox. A case worker
 * claims only an unassigned submission that is not accepted, and never takes one from someone
 * else; an admin assigns any that is not accepted. An accepted intake's need-to-know comes from its
 * client's case worker, never from the inbox's assignment.
 */
export const NO_SUCH_SUBMISSION = 'No such submission';

const ACCEPTED =
  'This intake has been accepted: its client’s case worker is changed on the client’s record';
const TAKEN = 'This submission is assigned to someone else; ask an admin to reassign it';
const ACCEPT_WITH_ACTION = 'Accept an intake with its Accept action (it makes the client)';
const ONLY_SELF = 'A case worker can only claim a client for themself';

interface SubmissionState {
  kind: InboxKind;
  status: InboxStatus;
  assigned_to: number | null;
}

/** Status names as staff read them in the inbox, for the refusals below. */
const statusNames: Record<InboxStatus, string> = {
  new: 'New',
  inReview: 'In review',
  accepted: 'Accepted',
  declined: 'Declined',
  closed: 'Closed',
};

/** The 409 of a move the status cannot make: both statuses named, and what to do instead. */
export function impossibleMoveMessage(from: InboxStatus, to: InboxStatus): string {
  const reopen = from === 'declined' || from === 'closed' ? ' Reopen it (In review) first.' : '';
  return `This submission is ${statusNames[from]}: it cannot be marked ${statusNames[to]}.${reopen}`;
}

/** An intake that made a client (its status alone can be changed back, so the client decides). */
function isAccepted(submission: SubmissionState, client: ClientRow | undefined): boolean {
  return (
    client !== undefined || (submission.kind === 'clientIntake' && submission.status === 'accepted')
  );
}

/** A case worker may touch the assignment only of a submission no one else holds. */
function assertNotTakenFromOthers(actor: Pick<User, 'id' | 'role'>, assignedTo: number | null) {
  if (actor.role !== 'admin' && assignedTo !== null && assignedTo !== actor.id) {
    throw new HttpError(409, TAKEN, { assignedTo: [TAKEN] });
  }
}

export function assertMayChangeSubmission(
  actor: Pick<User, 'id' | 'role'>,
  submission: SubmissionState,
  client: ClientRow | undefined,
  change: { status?: InboxStatus | undefined; assignedTo?: number | null | undefined },
): void {
  if (change.status === 'accepted' && submission.kind === 'clientIntake') {
    throw new HttpError(400, ACCEPT_WITH_ACTION, { status: [ACCEPT_WITH_ACTION] });
  }
  if (isAccepted(submission, client)) {
    if (change.assignedTo !== undefined && change.assignedTo !== submission.assigned_to) {
      throw new HttpError(409, ACCEPTED, { assignedTo: [ACCEPTED] });
    }
    if (change.status !== undefined && change.status !== submission.status) {
      throw new HttpError(409, ACCEPTED, { status: [ACCEPTED] });
    }
  }
  if (
    change.status !== undefined &&
    change.status !== submission.status &&
    !canMoveSubmission(submission.status, change.status)
  ) {
    const message = impossibleMoveMessage(submission.status, change.status);
    throw new HttpError(409, message, { status: [message] });
  }
  if (change.assignedTo !== undefined && change.assignedTo !== submission.assigned_to) {
    assertNotTakenFromOthers(actor, submission.assigned_to);
  }
}

/** Accepting makes the client of `caseWorkerId`: a case worker only for themself, and only one no one else claimed. */
export function assertMayAccept(
  actor: Pick<User, 'id' | 'role'>,
  intake: SubmissionState,
  caseWorkerId: number,
): void {
  if (actor.role !== 'admin' && caseWorkerId !== actor.id) {
    throw new HttpError(400, ONLY_SELF, { caseWorkerId: [ONLY_SELF] });
  }
  assertNotTakenFromOthers(actor, intake.assigned_to);
}

/**
 * The reason to log for opening a submission's sealed answers: before acceptance, the case worker
 * who claimed it needs none; after, the client's case worker. Anyone else who may reach it (an
 * admin) gives one; other case workers get 404.
 */
export function reasonToReveal(
  actor: Pick<User, 'id' | 'role'>,
  submission: SubmissionState,
  client: ClientRow | undefined,
  reason: string | undefined,
): string | undefined {
  const needToKnow = client
    ? hasNeedToKnow(actor, client.case_worker_id)
    : !isAccepted(submission, client) && hasNeedToKnow(actor, submission.assigned_to);
  return reasonToOpen(actor, needToKnow, reason, NO_SUCH_SUBMISSION);
}
