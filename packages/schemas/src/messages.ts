import { z } from './zod.js';
import { longText } from './fields.js';
import { recordIdSchema, timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { clientParamsSchema } from './clients.js';

/**
 * Messages (issue 13): one simple thread per client, between the client and their case worker,
 * stored and shown to both sides. A case worker's new message also e-mails the client (issue 15),
 * saying only that there is a message, never what it says.
 */
export const caseMessageSchema = z.object({
  id: z.number().int(),
  /** Written by the client (true) or by staff (false). */
  fromClient: z.boolean(),
  authorName: z.string().nullable(),
  body: z.string(),
  sentAt: timestampSchema,
  /** When the other side first read it; null while unread. */
  readAt: timestampSchema.nullable(),
});
export type CaseMessage = z.infer<typeof caseMessageSchema>;

/** A thread is read a page at a time, newest page first (a long thread was a 1 MB answer). */
export const MESSAGES_PAGE_SIZE = 50;
/** Messages one person may send per window, and the window: a slip of the keyboard, not a flood. */
export const MESSAGES_PER_WINDOW = 30;
export const MESSAGES_WINDOW_MINUTES = 15;
/** Staff messages to one client within this many minutes reach them as one e-mail. */
export const MESSAGE_DIGEST_MINUTES = 15;

export const messageThreadQuerySchema = z.object({
  /** The page before this message id (the `nextBefore` of the page read). */
  before: recordIdSchema.optional(),
});
export type MessageThreadQuery = z.infer<typeof messageThreadQuerySchema>;

export const messageThreadSchema = z.object({
  /** One page, oldest first, as a conversation reads: the newest page when `before` is left out. */
  messages: z.array(caseMessageSchema),
  /** Where the older page starts (pass it as `before`); null when there is none. */
  nextBefore: z.number().int().nullable(),
  /** Messages to the caller that the caller has not read yet. */
  unread: z.number().int().nonnegative(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

export const messageInputSchema = z.object({
  body: longText(1, 'Please write a message'),
});
export type MessageInput = z.input<typeof messageInputSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const ownership =
  'A case worker reaches only their own caseload’s threads (404 for another’s client); admins reach every thread.';

export const messagesContract = defineContract({
  'GET /api/clients/:id/messages': {
    access: ['caseWorker'],
    summary: `The message thread with a client, ${MESSAGES_PAGE_SIZE} at a time (newest page first)`,
    description: ownership,
    tag: 'messages',
    params: clientParamsSchema,
    querystring: messageThreadQuerySchema,
    response: { 200: messageThreadSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/clients/:id/messages': {
    access: ['caseWorker'],
    summary:
      'Write to a client; an e-mail tells them messages are waiting (without their text): one e-mail for those sent within 15 minutes',
    description: ownership,
    tag: 'messages',
    params: clientParamsSchema,
    body: messageInputSchema,
    response: { 201: caseMessageSchema },
    errors: [400, 401, 403, 404, 429],
  },
  'POST /api/clients/:id/messages/read': {
    access: ['caseWorker'],
    summary: 'Mark the client’s messages read (the staff unread count drops)',
    description: ownership,
    tag: 'messages',
    params: clientParamsSchema,
    response: { 200: unreadCountSchema },
    errors: [400, 401, 403, 404],
  },
  'GET /api/messages/unread': {
    access: ['caseWorker'],
    summary: 'How many client messages are unread: the caller’s caseload (admins: every client)',
    tag: 'messages',
    response: { 200: unreadCountSchema },
    errors: [401, 403],
  },
  'GET /api/my/messages': {
    access: ['client'],
    summary: `My message thread with my case worker, ${MESSAGES_PAGE_SIZE} at a time (newest page first)`,
    tag: 'messages',
    querystring: messageThreadQuerySchema,
    response: { 200: messageThreadSchema },
    errors: [401, 403, 404],
  },
  'POST /api/my/messages': {
    access: ['client'],
    summary: 'Write to my case worker',
    tag: 'messages',
    body: messageInputSchema,
    response: { 201: caseMessageSchema },
    errors: [400, 401, 403, 404, 429],
  },
  'GET /api/my/messages/unread': {
    access: ['client'],
    summary: 'How many of my case worker’s messages I have not read yet',
    tag: 'messages',
    response: { 200: unreadCountSchema },
    errors: [401, 403],
  },
  'POST /api/my/messages/read': {
    access: ['client'],
    summary: 'Mark my case worker’s messages read',
    tag: 'messages',
    response: { 200: unreadCountSchema },
    errors: [401, 403, 404],
  },
});
