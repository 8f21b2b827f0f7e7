import type { Parameter } from '../types.js';
import { Z_90, type Spread } from './spread.js';

/**
 * Spreads of a two-piece normal whose median is the parameter's value and whose 5th and 95th
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
