import { describe, expect, it } from 'vitest';
import { clockStartingAt, fixedClock } from '../src/services/clock.js';

describe('clock', () => {
  it('a fixed clock always answers the instant it was given', () => {
    const clock = fixedClock('2026-03-04T15:30:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-03-04T15:30:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-03-04T15:30:00.000Z');
  });

  it('a clock starting at an instant moves on with the time elapsed since', () => {
    let elapsed = 1_000;
    const clock = clockStartingAt('2026-03-04T15:30:00.000Z', () => elapsed);
    expect(clock.now().toISOString()).toBe('2026-03-04T15:30:00.000Z');
    elapsed += 2_500;
    expect(clock.now().toISOString()).toBe('2026-03-04T15:30:02.500Z');
  });
});
