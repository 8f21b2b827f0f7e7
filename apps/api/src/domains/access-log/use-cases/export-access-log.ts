import type { AccessLogEntry, AccessLogQuery, User } from '@pathways/schemas';
import { csvCell } from '../../../lib/csv.js';
import type { Queryable } from '../../../services/transactions.js';
import { assertMayAudit } from '../policy.js';
import { listAccessLog } from '../repository.js';

/** The most rows one CSV export holds; an auditor narrows by actor or client for more. */
const CSV_MAX_ROWS = 10_000;

export function toCsv(entries: readonly AccessLogEntry[]): string {
  const header = [
    'id',
    'at',
    'actor_id',
    'actor',
    'client_id',
    'intake',
    'fields',
    'reason',
    'document',
  ];
  const lines = entries.map((entry) =>
    [
      String(entry.id),
      entry.at,
      entry.actor ? String(entry.actor.id) : '',
      entry.actor?.fullName ?? '',
      entry.clientId === null ? '' : String(entry.clientId),
      entry.intakeReference ?? '',
      entry.fields.join(' '),
      entry.reason ?? '',
      entry.document?.id ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The access log as CSV (same filters as the list), for an auditor. */
export async function exportAccessLog(
  db: Queryable,
  actor: User,
  query: AccessLogQuery,
): Promise<string> {
  assertMayAudit(actor);
  return toCsv(await listAccessLog(db, query, CSV_MAX_ROWS));
}
