import { describe, expect, it } from 'vitest';
import { quantile } from './quantile.js';

describe('quantile (type 7)', () => {
  it('interpolates between order statistics like R and NumPy', () => {
    expect(quantile(Float64Array.of(4, 1, 3, 2), 0.5)).toBe(2.5);
    expect(quantile(Float64Array.of(10, 20, 30, 40, 50), 0.05)).toBeCloseTo(12, 10);
    expect(quantile(Float64Array.of(10, 20, 30, 40, 50), 0.95)).toBeCloseTo(48, 10);
    expect(quantile(Float64Array.of(7), 0.95)).toBe(7);
    expect(quantile(Float64Array.of(3, 3, 3, 1, 3), 0)).toBe(1);
  });

  it('agrees with sorting on a shuffled sample with ties', () => {
    const values = Float64Array.from({ length: 1_001 }, (_, index) => (index * 7919) % 257);
    const sorted = Float64Array.from(values).sort();
    for (const probability of [0.05, 0.5, 0.95]) {
      const position = (sorted.length - 1) * probability;
      const below = Math.floor(position);
      const expected =
        (sorted[below] ?? 0) +
        ((sorted[below + 1] ?? 0) - (sorted[below] ?? 0)) * (position - below);
      expect(quantile(Float64Array.from(values), probability)).toBeCloseTo(expected, 10);
    }
  });
});
