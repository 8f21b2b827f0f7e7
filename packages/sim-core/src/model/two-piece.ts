import type { Parameter } from '../types.js';

/** z-score of the 95th percentile: a parameter's low–high span is read as a 90% interval. */
export const Z_90 = 1.6448536269514722;

/** Spreads below and above the median of a parameter, on the scale it is sampled on. */
export interface Spread {
  readonly below: number;
  readonly above: number;
}

/**
 * Additive spreads of a two-piece normal whose median is the parameter's value and whose 5th and 95th
 * percentiles are its low and high. A fixed parameter has zero spread.
 *
 * @example
 * additiveSpread({ value: 0.3, low: 0.15, high: 0.4, … }); // { below: 0.0912, above: 0.0608 }
 */
export function additiveSpread(parameter: Parameter): Spread {
  return {
    below: (parameter.value - (parameter.low ?? parameter.value)) / Z_90,
    above: ((parameter.high ?? parameter.value) - parameter.value) / Z_90,
  };
}

/**
 * Log-scale spreads of a two-piece log-normal (for positive quantities: costs, years).
 *
 * @example
 * multiplicativeSpread({ value: 1.3, low: 0.9, high: 1.8, … }).above; // ln(1.8 ÷ 1.3) ÷ 1.645
 */
export function multiplicativeSpread(parameter: Parameter): Spread {
  return {
    below: Math.log(parameter.value / (parameter.low ?? parameter.value)) / Z_90,
    above: Math.log((parameter.high ?? parameter.value) / parameter.value) / Z_90,
  };
}
