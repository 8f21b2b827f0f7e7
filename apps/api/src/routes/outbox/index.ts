import { OUTBOX_PAGE_SIZE, outboxStatuses } from '@pathways/schemas';
import type { OutboxMessage, OutboxMessageSummary } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import type { OutboxRow } from '../../db/database.js';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import {
  countOutboxByStatus,
  findOutboxMessage,
  listOutboxMessages,
  requeueMessage,
} from '../../repositories/outbox.js';

const NOT_FOUND = 'No such message';
/** What an admin reads in place of a secret (a reset link's token) that is still live. */
export const HIDDEN_SECRET = '[hidden]';

function hideSecrets(value: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => text.split(secret).join(HIDDEN_SECRET), value);
}

function toSummary(row: OutboxRow): OutboxMessageSummary {
  return {
    id: row.id,
    template: row.template,
    recipient: row.recipient,
    subject: hideSecrets(row.subject, row.secrets),
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    lastError: row.last_error,
  };
}

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    ...toSummary(row),
    messageId: row.message_id,
    text: hideSecrets(row.text_body, row.secrets),
  };
}

/** Admin › Settings › Outbox: what the portal wrote, whether it went, and a way to send it again. */
export default function outboxRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /api/outbox', {}, async ({ query }) => {
    const [rows, counts] = await Promise.all([
      listOutboxMessages(app.db, { ...query, limit: OUTBOX_PAGE_SIZE + 1 }),
      countOutboxByStatus(app.db),
    ]);
    const page = rows.slice(0, OUTBOX_PAGE_SIZE);
    return {
      deliveryEnabled: app.outbox.deliveryEnabled,
      counts: Object.fromEntries(
        outboxStatuses.map((status) => [status, counts[status] ?? 0]),
      ) as Record<(typeof outboxStatuses)[number], number>,
      messages: page.map(toSummary),
      nextBefore: rows.length > OUTBOX_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    };
  });

  contractRoute(app, 'GET /api/outbox/:id', {}, async ({ params }) => {
    const row = await findOutboxMessage(app.db, params.id);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return toMessage(row);
  });

  contractRoute(app, 'POST /api/outbox/:id/retry', {}, async ({ params }) => {
    const row = await requeueMessage(app.db, params.id, app.clock.now());
    if (row) return toMessage(row);
    const existing = await findOutboxMessage(app.db, params.id);
    if (!existing) throw new HttpError(404, NOT_FOUND);
    throw new HttpError(
      409,
      `This message is ${existing.status}: only failed or held messages can be sent again`,
    );
  });
}
