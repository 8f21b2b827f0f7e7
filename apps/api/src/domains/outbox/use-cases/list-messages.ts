import { OUTBOX_PAGE_SIZE, outboxStatuses } from '@pathways/schemas';
import type { OutboxList, OutboxStatus } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { toAdminSummary } from '../policy.js';
import { countOutboxByStatus, listOutboxMessages } from '../repository.js';

/** A page of the outbox, newest first, with the count of messages in each status. */
export async function listMessages(
  db: Kysely<Database>,
  { deliveryEnabled }: { deliveryEnabled: boolean },
  query: { status?: OutboxStatus | undefined; before?: number | undefined },
): Promise<OutboxList> {
  const [rows, counts] = await Promise.all([
    listOutboxMessages(db, {
      ...(query.status ? { status: query.status } : {}),
      ...(query.before === undefined ? {} : { before: query.before }),
      limit: OUTBOX_PAGE_SIZE + 1,
    }),
    countOutboxByStatus(db),
  ]);
  const page = rows.slice(0, OUTBOX_PAGE_SIZE);
  return {
    deliveryEnabled,
    counts: Object.fromEntries(
      outboxStatuses.map((status) => [status, counts[status] ?? 0]),
    ) as Record<OutboxStatus, number>,
    messages: page.map(toAdminSummary),
    nextBefore: rows.length > OUTBOX_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
