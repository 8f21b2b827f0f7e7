/** z-score of the 95th percentile: a parameter's low–high span is read as a 90% interval. */
export const Z_90 = 1.6448536269514722;

/** Spreads below and above the median of a parameter, on the scale it is sampled on. */
export interface Spread {
  readonly below: number;
  readonly above: number;
}
