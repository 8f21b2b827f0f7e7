function at(values: Float64Array, index: number): number {
  return values[index] ?? Number.NaN;
}

/** Rearranges `values` so that index k holds the k-th smallest (Hoare quickselect, median-of-three pivot). */
function selectInPlace(values: Float64Array, k: number): void {
  let left = 0;
  let right = values.length - 1;
  while (left < right) {
    const a = at(values, left);
    const b = at(values, (left + right) >>> 1);
    const c = at(values, right);
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    let i = left;
    let j = right;
    while (i <= j) {
      while (at(values, i) < pivot) i += 1;
      while (at(values, j) > pivot) j -= 1;
      if (i <= j) {
        const swap = at(values, i);
        values[i] = at(values, j);
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

/**
 * Quantile of a sample by linear interpolation between order statistics (Hyndman–Fan type 7, the
 * default of R and NumPy), so an auditor can reproduce it. Selects in linear time instead of sorting;
 * reorders `values` in place (the answer does not depend on the order it is given).
 *
 * @example
 * quantile(Float64Array.of(4, 1, 3, 2), 0.5); // 2.5
 */
export function quantile(values: Float64Array, probability: number): number {
  const position = (values.length - 1) * probability;
  const below = Math.floor(position);
  selectInPlace(values, below);
  const lower = at(values, below);
  if (below + 1 >= values.length) return lower;
  // After selection everything right of `below` is ≥ lower, so the next order statistic is their minimum.
  let upper = Number.POSITIVE_INFINITY;
  for (let index = below + 1; index < values.length; index += 1)
    upper = Math.min(upper, at(values, index));
  return lower + (upper - lower) * (position - below);
}
