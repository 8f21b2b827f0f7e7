/**
 * Public cost avoided when one recidivism event does not happen: prison-years that event would have
 * caused × cost per prison-year × the share of that cost actually saved. The Monte Carlo calls this with
 * sampled values, the point estimate with the parameters' own, so both share one formula.
 *
 * @example
 * valuePerAvoidedRecidivism(32_900, 1, 1.3, 0.5); // 21,385
 */
export function valuePerAvoidedRecidivism(
  costPerPrisonYear: number,
  costMultiplier: number,
  prisonYearsPerEvent: number,
  marginalCostShare: number,
): number {
  return costPerPrisonYear * costMultiplier * prisonYearsPerEvent * marginalCostShare;
}
