import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE, chatMessageSchema, chatMessageText } from '../src/index.js';

describe('chatMessageSchema', () => {
  it.each(['', ' ', '\t\n  '])('refuses empty or whitespace-only input %j', (input) => {
    expect(chatMessageSchema.safeParse(input).success).toBe(false);
  });
  it('accepts a real question and trims it', () => {
    expect(chatMessageSchema.parse('  What programs do you offer? ')).toBe(
      'What programs do you offer?',
    );
  });
});

describe('chatMessageText, the browser’s copy of the rule', () => {
  it('gives the message the schema would accept, and null where the schema refuses', () => {
    const drafts = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .constantFrom(' ', '\t', '\n', '\u00a0', '\u2003')
        .chain((space) => fc.string({ maxLength: 40 }).map((text) => `${space}${text}${space}`)),
      fc
        .integer({ min: MAX_CHAT_MESSAGE - 2, max: MAX_CHAT_MESSAGE + 2 })
        .map((n) => 'a'.repeat(n)),
    );
    fc.assert(
      fc.property(drafts, (draft) => {
        const parsed = chatMessageSchema.safeParse(draft);
        expect(chatMessageText(draft)).toBe(parsed.success ? parsed.data : null);
      }),
      { numRuns: 500 },
    );
  });
});
