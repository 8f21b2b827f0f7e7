import { describe, expect, it } from 'vitest';
import { runSimulation } from '../src/index.js';

/*
 * The hand-worked example of METHODOLOGY.md §5: Waterloo, job training, 1,000 participants, 5 years,
 * conservative set. Expected values are the literals worked out by hand there, checked to the cent.
 */
const CENT = 2;

describe('METHODOLOGY.md worked example (Waterloo, training, 1,000 participants, 5 years)', () => {
  const result = runSimulation(
    {
      cityId: 'waterloo-ia',
      supportType: 'training',
      participantCount: 1_000,
      timeframe: 5,
      parameterSetId: 'conservative',
    },
    { draws: 0 },
  );

  it('matches the headline figures to the cent', () => {
    expect(result.recidivismReduction).toBeCloseTo(24.3, CENT);
    expect(result.effectBasis).toBe('intent-to-treat');
    expect(result.publicCostSavings).toBeCloseTo(1_810_323.58, CENT);
    expect(result.breakdown.programCost).toBeCloseTo(1_744_000.0, CENT);
    expect(result.netBenefit).toBeCloseTo(66_323.58, CENT);
    expect(result.roiPercentage).toBeCloseTo(3.8, 1);
    expect(result.breakdown.recidivistsAvoided).toBeCloseTo(90.0491, 4);
    expect(result.breakdown.successfulParticipants).toBe(700);
    expect(result.breakdown.programSuccessRate).toBeCloseTo(70, CENT);
  });

  it('matches the value of one avoided return and the break-even', () => {
    expect(result.breakEven.valuePerAvoidedRecidivism).toBeCloseTo(21_385.0, CENT);
    expect(result.breakEven.recidivistsAvoidedNeeded).toBeCloseTo(81.5525, 4);
    expect(result.breakEven.successRate).toBeCloseTo(8.155, 3);
  });

  it('matches employment and taxes', () => {
    expect(result.employmentRate).toBeCloseTo(42.1, CENT);
    expect(result.jobsCreated).toBeCloseTo(421, CENT);
    expect(result.taxpayerContribution).toBeCloseTo(306_635.27, CENT);
  });

  it('matches the year-by-year table', () => {
    const savingsByYear = [1_054_166.13, 377_837.32, 188_198.74, 113_920.43, 76_200.96];
    const avoidedByYear = [51.02, 18.92676, 9.75727, 6.11299, 4.23207];
    const baselineByYear = [20.99587, 28.784661, 32.8, 35.315634, 37.057227];
    expect(result.yearly).toHaveLength(savingsByYear.length);
    result.yearly.forEach((year, index) => {
      expect(year.publicCostSavings).toBeCloseTo(savingsByYear[index] ?? Number.NaN, CENT);
      expect(year.recidivistsAvoided).toBeCloseTo(avoidedByYear[index] ?? Number.NaN, 4);
      expect(year.baselineCumulativeRate).toBeCloseTo(baselineByYear[index] ?? Number.NaN, 6);
    });
    expect(result.yearly.at(-1)?.cumulativePublicCostSavings).toBeCloseTo(
      result.publicCostSavings,
      CENT,
    );
  });
});
