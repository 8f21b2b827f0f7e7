/**
 * Quantile of an ascending-sorted sample by linear interpolation between order statistics
 * (Hyndman–Fan type 7, the default of R and NumPy), so an auditor can reproduce it.
 *
 * @example
 * quantile(Float64Array.of(1, 2, 3, 4), 0.5); // 2.5
 */
export function quantile(sorted: Float64Array, probability: number): number {
  const position = (sorted.length - 1) * probability;
  const below = Math.floor(position);
  const lower = sorted[below] ?? Number.NaN;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? Number.NaN;
  return lower + (upper - lower) * (position - below);
}
