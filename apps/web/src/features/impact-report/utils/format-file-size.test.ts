import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('labels megabytes with one decimal, as the spec writes 1.2MB', () => {
    expect(formatFileSize(1_234_567)).toBe('1.2MB');
    expect(formatFileSize(1_000_000)).toBe('1.0MB');
  });

  it('labels smaller files in whole kilobytes, never 0KB', () => {
    expect(formatFileSize(48_300)).toBe('48KB');
    expect(formatFileSize(999_499)).toBe('999KB');
    expect(formatFileSize(120)).toBe('1KB');
  });
});
