import { describe, expect, it } from 'vitest';
import { formatPublishDate } from './format-date';

describe('formatPublishDate', () => {
  it('prints the long US format', () => {
    expect(formatPublishDate('2025-01-15')).toBe('January 15, 2025');
  });

  it('keeps the calendar day (no shift to the day before west of UTC)', () => {
    expect(formatPublishDate('2025-03-01')).toBe('March 1, 2025');
  });
});
