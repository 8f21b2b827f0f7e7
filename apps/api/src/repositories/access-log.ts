import type { AccessLogEntry, AccessLogQuery } from '@pathways/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';

type Queryable = Kysely<Database> | Transaction<Database>;

export interface AccessRecord {
  actorId: number;
  at: Date;
  clientId?: number | undefined;
  intakeSubmissionId?: number | undefined;
  fields: readonly string[];
  reason?: string | undefined;
}

/** One read of sensitive fields: who, when, whose record, which fields (never their values). */
export async function recordAccess(db: Queryable, access: AccessRecord): Promise<void> {
  await db
    .insertInto('access_log')
    .values({
      actor_id: access.actorId,
      at: access.at,
      client_id: access.clientId ?? null,
      intake_submission_id: access.intakeSubmissionId ?? null,
      fields: [...access.fields],
      reason: access.reason ?? null,
    })
    .execute();
}

/** Newest first; `limit` rows from before `query.before`. */
export async function listAccessLog(
  db: Queryable,
  query: AccessLogQuery,
  limit: number,
): Promise<AccessLogEntry[]> {
  let select = db
    .selectFrom('access_log')
    .leftJoin('users', 'users.id', 'access_log.actor_id')
    .leftJoin('client_intake_submissions as intake', 'intake.id', 'access_log.intake_submission_id')
    .select([
      'access_log.id',
      'access_log.at',
      'access_log.actor_id',
      'users.full_name',
      'access_log.client_id',
      'intake.reference',
      'access_log.fields',
      'access_log.reason',
    ])
    .orderBy('access_log.id', 'desc')
    .limit(limit);
  if (query.actorId !== undefined) select = select.where('access_log.actor_id', '=', query.actorId);
  if (query.clientId !== undefined)
    select = select.where('access_log.client_id', '=', query.clientId);
  if (query.before !== undefined) select = select.where('access_log.id', '<', query.before);
  const rows = await select.execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actor_id !== null && row.full_name !== null
        ? { id: row.actor_id, fullName: row.full_name }
        : null,
    clientId: row.client_id,
    intakeReference: row.reference,
    fields: row.fields,
    reason: row.reason,
  }));
}
