import { cumulativeRecidivismByYear } from '../data/recidivism-timing.js';

/**
 * Cumulative BJS rearrest share (percent) by the end of `year` after release.
 * Callers validate years to 1–10, the span the timing table covers.
 */
export function timingAt(year: number): number {
  const value = cumulativeRecidivismByYear[year - 1];
  if (value === undefined) throw new RangeError(`No recidivism timing for year ${year}`);
  return value;
}

/**
 * Share of a cohort (0–1) that would recidivate by the end of `year` without the program: the city's rate,
 * measured over its own window, stretched along the national timing curve and capped at everyone.
 *
 * @example
 * baselineCumulativeRate(37.4, 3, 5); // 0.374 × 77 ÷ 68 ≈ 0.4235
 */
export function baselineCumulativeRate(ratePercent: number, windowYears: number, year: number): number {
  const PERCENT = 100;
  return Math.min(1, ((ratePercent / PERCENT) * timingAt(year)) / timingAt(windowYears));
}
