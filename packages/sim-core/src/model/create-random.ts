/** Source of uniform numbers in [0, 1). */
export type Random = () => number;

const UINT32 = 4_294_967_296;
const MULBERRY_INCREMENT = 0x6d2b79f5;
const SHIFT_A = 15;
const SHIFT_B = 7;
const SHIFT_C = 14;
const MIX_A = 61;

/**
 * Seeded PRNG (mulberry32): the same seed always gives the same stream, in Node and in browsers,
 * which is what makes the Monte Carlo reproducible by an auditor.
 *
 * @example
 * const random = createRandom(42);
 * random(); // same value on every run
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + MULBERRY_INCREMENT) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> SHIFT_A), t | 1);
    t ^= t + Math.imul(t ^ (t >>> SHIFT_B), t | MIX_A);
    return ((t ^ (t >>> SHIFT_C)) >>> 0) / UINT32;
  };
}
