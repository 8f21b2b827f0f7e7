import { describe, expect, it } from 'vitest';
import { PAGE_REPLY_MAX_DELAY_MS, PAGE_REPLY_MIN_DELAY_MS, randomReplyDelay } from './reply-delay';

describe('randomReplyDelay', () => {
  it('stays between 1 and 3 seconds', () => {
    expect(randomReplyDelay(() => 0)).toBe(PAGE_REPLY_MIN_DELAY_MS);
    expect(randomReplyDelay(() => 0.999_999)).toBe(PAGE_REPLY_MAX_DELAY_MS);
    expect(randomReplyDelay(() => 0.5)).toBe(2000);
  });
});
