import type { InboxKind, SubmissionChange, SubmissionEvent } from '@pathways/schemas';
import type { Queryable } from '../../../services/transactions.js';

/** The one writer of submission_events: a status or assignment change or a reply, who, when, from, to, why. */
export async function insertSubmissionEvent(
  db: Queryable,
  event: {
    kind: InboxKind;
    submissionId: number;
    actorId: number;
    at: Date;
    change: SubmissionChange;
    from: string | null;
    to: string | null;
    reason?: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('submission_events')
    .values({
      kind: event.kind,
      submission_id: event.submissionId,
      actor_id: event.actorId,
      at: event.at,
      change: event.change,
      from_value: event.from,
      to_value: event.to,
      reason: event.reason ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A page of a submission's changes, newest first: `limit` older than the event id `before`. */
export async function listSubmissionEvents(
  db: Queryable,
  kind: InboxKind,
  submissionId: number,
  page: { before?: number | undefined; limit: number },
): Promise<SubmissionEvent[]> {
  const rows = await db
    .selectFrom('submission_events')
    .leftJoin('users', 'users.id', 'submission_events.actor_id')
    .select([
      'submission_events.id',
      'submission_events.at',
      'submission_events.actor_id',
      'users.full_name',
      'submission_events.change',
      'submission_events.from_value',
      'submission_events.to_value',
      'submission_events.reason',
    ])
    .where('submission_events.kind', '=', kind)
    .where('submission_events.submission_id', '=', submissionId)
    .$if(page.before !== undefined, (query) =>
      query.where('submission_events.id', '<', page.before ?? 0),
    )
    .orderBy('submission_events.id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actor_id !== null && row.full_name !== null
        ? { id: row.actor_id, fullName: row.full_name }
        : null,
    change: row.change,
    from: row.from_value,
    to: row.to_value,
    reason: row.reason,
  }));
}
