import { cumulativeRecidivismByYear } from '../data/recidivism-timing.js';

/**
 * Cumulative BJS rearrest share (percent) by the end of `year` after release.
 * Callers validate years to 1–10, the span the timing table covers.
 *
 * @example
 * timingAt(3); // 68
 */
export function timingAt(year: number): number {
  const value = cumulativeRecidivismByYear[year - 1];
  if (value === undefined) throw new RangeError(`No recidivism timing for year ${year}`);
  return value;
}
