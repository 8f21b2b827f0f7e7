import type { SupportParameters } from '../types.js';

/**
 * Share of participants (0–1) who receive the support's effect: everyone when the effect is an
 * intent-to-treat estimate, only completers when it was measured on completers.
 *
 * @example
 * treatedShare(conservative.support.training); // 1 (RAND compares participants with non-participants)
 */
export function treatedShare(support: SupportParameters): number {
  return support.effectBasis === 'intent-to-treat' ? 1 : support.completionRate.value;
}
