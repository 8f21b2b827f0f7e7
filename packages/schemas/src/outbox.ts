import { z } from './zod.js';
import { idParamsSchema, recordIdSchema, timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';

/**
 * The e-mail outbox as admins see it (Admin › Settings › Outbox): every message the portal wrote,
 * whether it went, and its text. Secrets (a reset link) are never shown.
 */
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'held', 'expired'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

const count = z.number().int();

export const outboxMessageSummarySchema = z.object({
  id: z.number().int(),
  /** The template's key ("receipt", "passwordReset", …); its label is in @pathways/content. */
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: count,
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
  /** When the next try is due (pending), else null. */
  nextAttemptAt: timestampSchema.nullable(),
  lastError: z.string().nullable(),
});
export type OutboxMessageSummary = z.infer<typeof outboxMessageSummarySchema>;

export const outboxMessageSchema = outboxMessageSummarySchema.extend({
  messageId: z.string(),
  /** The plain-text part, exactly as sent (or as it will be). */
  text: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const OUTBOX_PAGE_SIZE = 25;

export const outboxQuerySchema = z.object({
  status: z.enum(outboxStatuses, { error: 'Unknown status' }).optional(),
  /** Keyset pagination: messages older than this id. */
  before: recordIdSchema.optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxListSchema = z.object({
  /** False when SMTP_URL is not set: nothing is sent, messages are kept here. */
  deliveryEnabled: z.boolean(),
  counts: z.object(
    Object.fromEntries(outboxStatuses.map((status) => [status, count])) as {
      [S in OutboxStatus]: typeof count;
    },
  ),
  messages: z.array(outboxMessageSummarySchema),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxContract = defineContract({
  'GET /api/outbox': {
    access: ['admin'],
    summary: 'The e-mail outbox, newest first, with counts by status',
    tag: 'mail',
    querystring: outboxQuerySchema,
    response: { 200: outboxListSchema },
    errors: [400, 401, 403],
  },
  'GET /api/outbox/:id': {
    access: ['admin'],
    summary: 'One message with its text (secrets such as reset links hidden)',
    tag: 'mail',
    params: idParamsSchema,
    response: { 200: outboxMessageSchema },
    errors: [401, 403, 404],
  },
  'POST /api/outbox/:id/retry': {
    access: ['admin'],
    summary: 'Send a failed or held message again, with a fresh count of tries',
    description: '409 when the message is not failed or held (it is waiting, sending or sent).',
    tag: 'mail',
    params: idParamsSchema,
    response: { 200: outboxMessageSchema },
    errors: [401, 403, 404, 409],
  },
});
