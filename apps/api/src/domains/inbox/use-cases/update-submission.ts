import type { InboxItem, InboxKind, InboxStatus, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { findActiveStaff, findUserById } from '../../users/repository.js';
import { inTransaction } from '../../../services/transactions.js';
import type { Queryable } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { findClientOfIntake } from '../../clients/repository.js';
import { NO_SUCH_SUBMISSION, assertMayChangeSubmission } from '../policy.js';
import { findSubmission, insertSubmissionEvent, updateInboxRow } from '../repository.js';
import { itemOf } from './get-submission.js';

const CHOOSE_STAFF = 'Please choose an active staff member';

/** A staff member's name as the history keeps it (null: nobody). */
async function nameOf(db: Queryable, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  return (await findUserById(db, userId))?.full_name ?? null;
}

/**
 * Changes a submission's status or who it is assigned to, within the claiming rules
 * (policy.ts), each change kept in its history.
 */
export async function updateSubmission(
  ctx: UseCaseContext,
  actor: User,
  input: {
    kind: InboxKind;
    id: number;
    status?: InboxStatus | undefined;
    assignedTo?: number | null | undefined;
    /** Why it is declined or closed (the schema requires it for those). */
    reason?: string | undefined;
  },
): Promise<InboxItem> {
  if (input.assignedTo !== undefined && input.assignedTo !== null) {
    if (!(await findActiveStaff(ctx.db, input.assignedTo))) {
      throw new HttpError(400, CHOOSE_STAFF, { assignedTo: [CHOOSE_STAFF] });
    }
  }
  await inTransaction(ctx.db, async (trx) => {
    // Locked: two staff claiming at once are told apart, the second sees the first's claim.
    const before = await findSubmission(trx, input.kind, input.id, { lock: true });
    if (!before) throw new HttpError(404, NO_SUCH_SUBMISSION);
    const client =
      input.kind === 'clientIntake' ? await findClientOfIntake(trx, input.id) : undefined;
    assertMayChangeSubmission(actor, { ...before, kind: input.kind }, client, input);
    const status = input.status !== undefined && input.status !== before.status;
    const assignment = input.assignedTo !== undefined && input.assignedTo !== before.assigned_to;
    if (!status && !assignment) return;
    await updateInboxRow(trx, input.kind, input.id, {
      ...(status && input.status ? { status: input.status } : {}),
      ...(assignment && input.assignedTo !== undefined ? { assigned_to: input.assignedTo } : {}),
    });
    const event = { kind: input.kind, submissionId: input.id, actorId: actor.id, at: ctx.now };
    if (status && input.status) {
      await insertSubmissionEvent(trx, {
        ...event,
        change: 'status',
        from: before.status,
        to: input.status,
        reason: input.reason ?? null,
      });
    }
    if (assignment && input.assignedTo !== undefined) {
      await insertSubmissionEvent(trx, {
        ...event,
        change: 'assignedTo',
        from: await nameOf(trx, before.assigned_to),
        to: await nameOf(trx, input.assignedTo),
      });
    }
  });
  return itemOf(ctx.db, input.kind, input.id);
}
