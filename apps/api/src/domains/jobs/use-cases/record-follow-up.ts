import type { FollowUp, RecordFollowUpInput } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { dayOf } from '../dates.js';
import { refreshFollowUpSummaries } from '../follow-up-summaries.js';
import { canReachFollowUp } from '../placement-policy.js';
import { recordFollowUp as record } from '../placement-writes.js';
import { findFollowUp, followUpState, toFollowUp } from '../placements-repository.js';
import { completeMilestone } from '../../clients/repository.js';

const NO_FOLLOW_UP = 'No such follow-up';
const STALE =
  'Someone else recorded this follow-up since you opened it. Please review and try again.';
const NOT_YET_DUE = 'This follow-up is not due yet';

/**
 * A case worker records a follow-up that has come due, over the version they read. The outcomes'
 * summary and the client's plan milestone change in the same transaction.
 */
export async function recordFollowUp(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { id: number } & RecordFollowUpInput,
): Promise<FollowUp> {
  const today = dayOf(now);
  return db.transaction().execute(async (trx) => {
    const before = await findFollowUp(trx, input.id);
    if (!before || !canReachFollowUp(actor, before)) throw new HttpError(404, NO_FOLLOW_UP);
    if (followUpState(before.due_on, before.recorded_at, today) === 'upcoming') {
      throw new HttpError(409, NOT_YET_DUE);
    }
    const stillEmployed = input.stillEmployed;
    const recorded = await record(trx, {
      id: input.id,
      version: input.version,
      stillEmployed,
      sameEmployer: stillEmployed ? (input.sameEmployer ?? null) : null,
      hourlyWage: stillEmployed ? (input.hourlyWage ?? null) : null,
      notes: input.notes ?? null,
      recordedBy: actor.id,
      now,
    });
    if (!recorded) throw new HttpError(409, STALE);
    // The outcomes read the placement's summary: rewritten here, in the same transaction.
    await refreshFollowUpSummaries(trx, [before.placement_id]);
    // The follow-up is the client's action-plan milestone too: one list, completed once.
    if (before.milestone_id !== null) await completeMilestone(trx, before.milestone_id, now);
    await recordTimelineEntry(trx, {
      clientId: before.client_id,
      actorId: actor.id,
      at: now,
      action: `follow-up: ${before.day} days`,
      changes: {
        stillEmployed: [before.still_employed, stillEmployed],
        ...(stillEmployed
          ? {
              sameEmployer: [before.same_employer, input.sameEmployer ?? null],
              hourlyWage: [before.hourly_wage, input.hourlyWage ?? null],
            }
          : {}),
      },
    });
    const after = await findFollowUp(trx, input.id);
    if (!after) throw new HttpError(404, NO_FOLLOW_UP);
    return toFollowUp(after, today);
  });
}
