import type { Parameter } from '../types.js';
import { Z_90, type Spread } from './spread.js';

/**
 * Log-scale spreads of a two-piece log-normal (for positive quantities: costs, years) whose median is
 * the parameter's value and whose 5th and 95th percentiles are its low and high.
 *
 * @example
 * multiplicativeSpread({ value: 1.3, low: 0.9, high: 1.8, … }).above; // ln(1.8 ÷ 1.3) ÷ 1.645 ≈ 0.198
 */
export function multiplicativeSpread(parameter: Parameter): Spread {
  return {
    below: Math.log(parameter.value / (parameter.low ?? parameter.value)) / Z_90,
    above: Math.log((parameter.high ?? parameter.value) / parameter.value) / Z_90,
  };
}
