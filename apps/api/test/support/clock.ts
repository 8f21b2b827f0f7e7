import type { Clock } from '../../src/services/clock.js';

/** A clock that stands still until the test moves it on (backoff, expiry). */
export function steppingClock(start: string): { clock: Clock; advance(ms: number): void } {
  let time = new Date(start).getTime();
  return {
    clock: { now: () => new Date(time) },
    advance(ms: number) {
      time += ms;
    },
  };
}
