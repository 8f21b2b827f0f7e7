import type { Random } from './create-random.js';

/**
 * Standard normal draws by the Box–Muller transform, using both values of each pair.
 *
 * @example
 * const normal = createNormalSampler(createRandom(1));
 * normal(); // a draw from N(0, 1)
 */
export function createNormalSampler(random: Random): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    // 1 − u keeps the logarithm finite: random() can return 0 but never 1.
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}
