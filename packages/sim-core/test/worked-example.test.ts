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
    expect(result.recidivismReduction).toBeCloseTo(21.14, CENT);
    expect(result.publicCostSavings).toBeCloseTo(1_796_396.0, CENT);
    expect(result.breakdown.programCost).toBeCloseTo(1_744_000.0, CENT);
    expect(result.netBenefit).toBeCloseTo(52_396.0, CENT);
    expect(result.roiPercentage).toBeCloseTo(3.0, CENT);
    expect(result.breakdown.recidivistsAvoided).toBeCloseTo(89.5279, 4);
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
    const savingsByYear = [1_057_034.72, 278_533.52, 269_114.52, 97_505.26, 94_207.98];
    const avoidedByYear = [51.1588, 13.9524, 13.9524, 5.23215, 5.23215];
    const baselineByYear = [24.2, 30.8, 37.4, 39.875, 42.35];
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
