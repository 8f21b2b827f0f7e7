import { describe, expect, it } from 'vitest';
import { simulatorUi } from '@pathways/content/es';
import { formatCount, formatMoney, formatPercent, formatRoi, formatYears } from './format';

describe('simulator formats (spec §9)', () => {
  it('shows money and counts compact with at most one decimal', () => {
    expect(formatMoney(1_796_396)).toBe('$1.8M');
    expect(formatMoney(65_000_000)).toBe('$65M');
    expect(formatMoney(20_065.2)).toBe('$20.1K');
    expect(formatCount(68_000)).toBe('68K');
    expect(formatCount(89.53)).toBe('89.5');
  });

  it('shows percentages with one decimal at most and ROI with none', () => {
    expect(formatPercent(21.139999)).toBe('21.1%');
    expect(formatPercent(70)).toBe('70%');
    expect(formatRoi(3.0043)).toBe('3%');
    expect(formatRoi(1300.4)).toBe('1,300%');
  });

  it('names the timeframe', () => {
    expect(formatYears(1)).toBe('1 year');
    expect(formatYears(10)).toBe('10 years');
  });

  it('writes the same figures as US Spanish does, and names the timeframe in Spanish', () => {
    expect(formatMoney(1_796_396, 'es')).toMatch(/^\$1\.8\sM$/);
    expect(formatCount(68_000, 'es')).toMatch(/^68\sK$/);
    expect(formatPercent(21.139999, 'es')).toBe('21.1%');
    expect(formatRoi(1300.4, 'es')).toBe('1,300%');
    expect(formatYears(1, simulatorUi)).toBe('1 año');
    expect(formatYears(5, simulatorUi)).toBe('5 años');
  });
});
