import { MAX_CHAT_MESSAGE } from './chat-message.js';
import { z } from './zod.js';

export { MAX_CHAT_MESSAGE, chatMessageText } from './chat-message.js';

/** A chat message worth sending: empty or whitespace-only input is not sent (spec §5). */
export const chatMessageSchema = z
  .string({ error: 'Please type a message' })
  .trim()
  .min(1, { error: 'Please type a message' })
  .max(MAX_CHAT_MESSAGE, { error: `Please keep messages under ${MAX_CHAT_MESSAGE} characters` });
export type ChatMessageInput = z.input<typeof chatMessageSchema>;
