import type { OutboxMessage, OutboxMessageSummary } from '@pathways/schemas';
import type { OutboxRow } from '../../db/database.js';
import { hideSecrets } from './sealed-secrets.js';

/**
 * What an admin may read of a message (Admin › Settings › Outbox; the route admits admins only):
 * everything the portal wrote except a way in, which reads "[link hidden]".
 */
export function toAdminSummary(row: OutboxRow): OutboxMessageSummary {
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

export function toAdminMessage(row: OutboxRow): OutboxMessage {
  return {
    ...toAdminSummary(row),
    messageId: row.message_id,
    text: hideSecrets(row.text_body, row.secrets),
  };
}
