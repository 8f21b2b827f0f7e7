import type { ScreeningAnswer } from '@pathways/record-clearing';
import type { Milestone } from '@pathways/schemas';
import { recordTimelineEntry } from '../../services/timeline.js';
import { inTransaction } from '../../services/transactions.js';
import type { Queryable } from '../../services/transactions.js';
import { insertMilestones, nextMilestonePosition, toMilestone } from '../clients/repository.js';

/** The timeline action of a screening (its words: content's caseManagement.client.actions). */
export const SCREENED_ACTION = 'recordScreened';

/** The action-plan task added for a "not yet" with a date; the client may read their plan. */
const FOLLOW_UP_TASK = {
  name: 'Record clearing: screen the case again',
  description:
    'The record-clearing screener said this case can be cleared from this day. Screen it again then and help file.',
};

/**
 * The screening on the client's timeline (its result only: status, section, date; the answers
 * about the case are not stored), and for a "not yet" with a date an action-plan task due that
 * day, owned by the client's case worker. One transaction: both or neither. The rows are written
 * by the clients domain's own writers (timeline service, milestones repository).
 */
export function saveClientScreening(
  db: Queryable,
  screening: {
    clientId: number;
    actorId: number;
    caseWorker: { id: number | null; name: string | null };
    at: Date;
    answer: ScreeningAnswer;
  },
): Promise<Milestone | null> {
  const { clientId, actorId, caseWorker, at, answer } = screening;
  return inTransaction(db, async (trx) => {
    await recordTimelineEntry(trx, {
      clientId,
      actorId,
      at,
      action: SCREENED_ACTION,
      changes: {
        status: [null, answer.status],
        section: [null, answer.route],
        ...(answer.eligibleOn === undefined ? {} : { eligibleOn: [null, answer.eligibleOn] }),
      },
    });
    if (answer.status !== 'not-yet' || answer.eligibleOn === undefined) return null;
    const [row] = await insertMilestones(trx, [
      {
        clientId,
        name: FOLLOW_UP_TASK.name,
        description: FOLLOW_UP_TASK.description,
        dueDate: answer.eligibleOn,
        ownerId: caseWorker.id,
        position: await nextMilestonePosition(trx, clientId),
      },
    ]);
    return row ? toMilestone({ ...row, owner_name: caseWorker.name }) : null;
  });
}
