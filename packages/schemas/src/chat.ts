import { z } from './zod.js';

export const MAX_CHAT_MESSAGE = 1000;

/** A chat message worth sending: empty or whitespace-only input is not sent (spec §5). */
export const chatMessageSchema = z
  .string({ error: 'Please type a message' })
  .trim()
  .min(1, { error: 'Please type a message' })
  .max(MAX_CHAT_MESSAGE, { error: `Please keep messages under ${MAX_CHAT_MESSAGE} characters` });
export type ChatMessageInput = z.input<typeof chatMessageSchema>;
