import type { Generated } from 'kysely';
import type { Defaulted, Timestamp, NullableTimestamp } from './column-types.js';

/** The outbox of e-mail (domains/outbox). */

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'held', 'expired'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export interface OutboxTable {
  id: Generated<number>;
  message_id: string;
  template: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: Defaulted<OutboxStatus>;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  send_before: NullableTimestamp;
  last_error: string | null;
  secrets: Defaulted<string[]>;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}
