/**
 * The chat's one rule as a plain function, for the browser: the career coach checks every draft as
 * it is typed, and loading zod for that would put the whole validator bundle on the coach's page
 * (issue 17 budgets). `chatMessageSchema` (chat.ts) states the same rule for the contract; a test
 * holds the two to the same answers.
 */
export const MAX_CHAT_MESSAGE = 1000;

/**
 * The message as it would be sent, or null when it is not worth sending: empty or only spaces
 * (spec §5), or longer than the limit.
 *
 * @example
 * chatMessageText('  hello '); // 'hello'
 * chatMessageText('   '); // null
 */
export function chatMessageText(draft: string): string | null {
  const text = draft.trim();
  return text.length >= 1 && text.length <= MAX_CHAT_MESSAGE ? text : null;
}
