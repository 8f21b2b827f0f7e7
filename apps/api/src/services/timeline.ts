import type { ClientEvent } from '@pathways/schemas';
import type { Queryable } from './transactions.js';

/** One change, field → [old value, new value]. */
export type TimelineChanges = Record<string, [unknown, unknown]>;

export interface TimelineEntry {
  clientId: number;
  /** Null for the system's own doing (a consent that lapsed). */
  actorId: number | null;
  at: Date;
  action: string;
  changes?: TimelineChanges;
}

/**
 * The one writer of a client's timeline (client_events): every change to a client's record is
 * kept here with its old and new values, in the caller's transaction.
 */
export async function recordTimelineEntry(db: Queryable, entry: TimelineEntry): Promise<void> {
  await db
    .insertInto('client_events')
    .values({
      client_id: entry.clientId,
      actor_id: entry.actorId,
      at: entry.at,
      action: entry.action,
      changes: JSON.stringify(entry.changes ?? {}),
    })
    .execute();
}

/** A page of the timeline, newest first: `limit` entries before the entry id `before`. */
export async function listTimeline(
  db: Queryable,
  clientId: number,
  page: { before?: number | undefined; limit: number },
): Promise<ClientEvent[]> {
  let select = db
    .selectFrom('client_events')
    .leftJoin('users', 'users.id', 'client_events.actor_id')
    .selectAll('client_events')
    .select('users.full_name as actor_name')
    .where('client_events.client_id', '=', clientId)
    .orderBy('client_events.id', 'desc')
    .limit(page.limit);
  if (page.before !== undefined) select = select.where('client_events.id', '<', page.before);
  const rows = await select.execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actor_id !== null && row.actor_name !== null
        ? { id: row.actor_id, fullName: row.actor_name }
        : null,
    action: row.action,
    changes: row.changes,
  }));
}
