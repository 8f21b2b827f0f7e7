import { timingAt } from './timing-at.js';

/**
 * Share of a cohort (0–1) that would recidivate by the end of `year` without the program: the city's rate,
 * measured over its own window, stretched along the national timing curve and capped at everyone.
 *
 * @example
 * baselineCumulativeRate(37.4, 3, 5); // 0.374 × 77 ÷ 68 ≈ 0.4235
 */
export function baselineCumulativeRate(
  ratePercent: number,
  windowYears: number,
  year: number,
): number {
  const PERCENT = 100;
  return Math.min(1, ((ratePercent / PERCENT) * timingAt(year)) / timingAt(windowYears));
}
