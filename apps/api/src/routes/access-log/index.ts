import { ACCESS_LOG_PAGE_SIZE } from '@pathways/schemas';
import type { AccessLogEntry } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { csvCell } from '../../lib/csv.js';
import { listAccessLog } from '../../repositories/access-log.js';

/** The most rows one CSV export holds; an auditor narrows by actor or client for more. */
const CSV_MAX_ROWS = 10_000;

export function toCsv(entries: readonly AccessLogEntry[]): string {
  const header = ['id', 'at', 'actor_id', 'actor', 'client_id', 'intake', 'fields', 'reason'];
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
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** Admin › Reports › Access log: every read of a sensitive field. */
export default function accessLogRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/access-log', {}, async ({ query }) => {
    const rows = await listAccessLog(app.db, query, ACCESS_LOG_PAGE_SIZE + 1);
    const page = rows.slice(0, ACCESS_LOG_PAGE_SIZE);
    return {
      entries: page,
      nextBefore: rows.length > ACCESS_LOG_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    };
  });

  contractRoute(app, 'GET /api/access-log.csv', {}, async ({ query }, reply) => {
    const rows = await listAccessLog(app.db, query, CSV_MAX_ROWS);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="access-log.csv"')
      .send(toCsv(rows));
  });
}
