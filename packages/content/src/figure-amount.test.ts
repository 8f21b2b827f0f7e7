import { describe, expect, it } from 'vitest';
import { figureAmount } from './figure-amount.js';
import { figures } from './figures.js';

describe('figureAmount', () => {
  it('reads counts, percentages, sums and plain numbers as printed', () => {
    expect(figureAmount('50,000+')).toBe(50_000);
    expect(figureAmount('$720M')).toBe(720_000_000);
    expect(figureAmount('$182B+')).toBe(182_000_000_000);
    expect(figureAmount('83%')).toBe(83);
    expect(figureAmount('$12.50')).toBe(12.5);
    expect(figureAmount('14')).toBe(14);
  });

  it('refuses what is not a figure', () => {
    expect(() => figureAmount('about twelve')).toThrow('Not a figure');
  });

  it('reads every figure the report charts draw', () => {
    for (const figure of [figures.clientsServed, figures.graduatesBy2030, figures.retentionRate]) {
      expect(figureAmount(figure)).toBeGreaterThan(0);
    }
  });
});
