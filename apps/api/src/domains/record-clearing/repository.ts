import type { ScreeningAnswer } from '@pathways/record-clearing';
import type { Milestone } from '@pathways/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { recordClientEvent, toMilestone } from '../../repositories/clients.js';

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
 * day, owned by the client's case worker. One transaction: both or neither.
 */
export function saveClientScreening(
  db: Kysely<Database>,
  screening: {
    clientId: number;
    actorId: number;
    caseWorkerId: number | null;
    at: Date;
    answer: ScreeningAnswer;
  },
): Promise<Milestone | null> {
  const { clientId, actorId, caseWorkerId, at, answer } = screening;
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    await recordClientEvent(trx, {
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
    const last = await trx
      .selectFrom('milestones')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('milestones')
      .values({
        client_id: clientId,
        name: FOLLOW_UP_TASK.name,
        description: FOLLOW_UP_TASK.description,
        due_date: answer.eligibleOn,
        owner_id: caseWorkerId,
        position: (last?.position ?? -1) + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const owner =
      caseWorkerId === null
        ? undefined
        : await trx
            .selectFrom('users')
            .select('full_name')
            .where('id', '=', caseWorkerId)
            .executeTakeFirst();
    return toMilestone({ ...row, owner_name: owner?.full_name ?? null });
  });
}
