import { describe, expect, it } from 'vitest';
import { chatMessageSchema } from '../src/index.js';

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
