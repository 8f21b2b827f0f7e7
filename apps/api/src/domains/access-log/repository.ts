import { documentKinds, inboxKinds } from '@pathways/schemas';
import type { AccessLogEntry, AccessLogQuery, InboxKind } from '@pathways/schemas';
import type { Queryable } from '../../services/transactions.js';

/** One read of sensitive fields: who, when, whose record, which fields (never their values). */
export interface AccessLogRecord {
  actorId: number;
  at: Date;
  clientId: number | null;
  intakeSubmissionId: number | null;
  submission: { kind: InboxKind; id: number } | null;
  fields: readonly string[];
  reason: string | null;
  /** The document a download or preview read (issue 31). */
  documentId?: string | null;
}

/**
 * The one writer of access_log. Only the sealing service calls it (services/sealing.ts), right
 * before it opens what the entry names.
 */
export async function insertAccessLogEntry(db: Queryable, entry: AccessLogRecord): Promise<void> {
  await db
    .insertInto('access_log')
    .values({
      actor_id: entry.actorId,
      at: entry.at,
      client_id: entry.clientId,
      intake_submission_id: entry.intakeSubmissionId,
      submission_kind: entry.submission?.kind ?? null,
      submission_id: entry.submission?.id ?? null,
      fields: [...entry.fields],
      reason: entry.reason,
      document_id: entry.documentId ?? null,
    })
    .execute();
}

function toKind(value: string | null): InboxKind | undefined {
  return inboxKinds.find((kind) => kind === value);
}

function documentOf(id: string | null, kind: string | null): AccessLogEntry['document'] {
  const known = documentKinds.find((value) => value === kind);
  return id !== null && known !== undefined ? { id, kind: known } : null;
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
    .leftJoin('documents', 'documents.id', 'access_log.document_id')
    .select([
      'access_log.id',
      'access_log.at',
      'access_log.actor_id',
      'users.full_name',
      'access_log.client_id',
      'intake.reference',
      'access_log.submission_kind',
      'access_log.submission_id',
      'access_log.fields',
      'access_log.reason',
      'access_log.document_id',
      'documents.kind as document_kind',
    ])
    .orderBy('access_log.id', 'desc')
    .limit(limit);
  if (query.actorId !== undefined) select = select.where('access_log.actor_id', '=', query.actorId);
  if (query.clientId !== undefined)
    select = select.where('access_log.client_id', '=', query.clientId);
  if (query.before !== undefined) select = select.where('access_log.id', '<', query.before);
  const rows = await select.execute();
  return rows.map((row) => {
    const kind = toKind(row.submission_kind);
    return {
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actor_id !== null && row.full_name !== null
          ? { id: row.actor_id, fullName: row.full_name }
          : null,
      clientId: row.client_id,
      intakeReference: row.reference,
      submission:
        kind !== undefined && row.submission_id !== null ? { kind, id: row.submission_id } : null,
      document: documentOf(row.document_id, row.document_kind),
      fields: row.fields,
      reason: row.reason,
    };
  });
}
