/**
 * Relative reduction in a rate implied by an odds ratio at a baseline rate:
 * p₁ = OR·o₀ ÷ (1 + OR·o₀) with o₀ = p₀ ÷ (1 − p₀); reduction = (p₀ − p₁) ÷ p₀.
 *
 * @example
 * reductionFromOddsRatio(0.64, 0.43); // ≈ 0.243 (RAND 2013's rigorous studies at its 43% baseline)
 */
export function reductionFromOddsRatio(oddsRatio: number, baselineRate: number): number {
  const odds = (oddsRatio * baselineRate) / (1 - baselineRate);
  const treatedRate = odds / (1 + odds);
  return (baselineRate - treatedRate) / baselineRate;
}
