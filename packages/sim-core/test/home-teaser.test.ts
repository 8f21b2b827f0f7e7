import { describe, expect, it } from 'vitest';
import { homeTeaserScenario, parameterSets, runSimulation } from '../src/index.js';

const TEASER_REDUCTION = 81;
const TEASER_SAVINGS_FLOOR = 65_000_000;
const TEASER_ROI = 1_300;

describe('homeTeaserScenario', () => {
  it('reproduces the home page teaser: 81% reduction, $65M+ savings, 1,300% ROI', () => {
    const result = runSimulation(homeTeaserScenario.input, homeTeaserScenario.options);
    expect(Math.round(result.recidivismReduction)).toBe(TEASER_REDUCTION);
    expect(result.publicCostSavings).toBeGreaterThanOrEqual(TEASER_SAVINGS_FLOOR);
    expect(Math.round(result.roiPercentage)).toBe(TEASER_ROI);
  });

  it('names the parameter set it uses, which exists and is the program-reported one', () => {
    expect(homeTeaserScenario.input.parameterSetId).toBe(homeTeaserScenario.parameterSetId);
    expect(parameterSets[homeTeaserScenario.parameterSetId]?.id).toBe('program-reported');
    expect(homeTeaserScenario.id).toBe('home-teaser');
    expect(homeTeaserScenario.description).toMatch(/program-reported/);
  });

  it('gives far smaller figures under the conservative set', () => {
    const conservative = runSimulation(
      { ...homeTeaserScenario.input, parameterSetId: 'conservative' },
      { draws: 0 },
    );
    expect(conservative.recidivismReduction).toBeLessThan(TEASER_REDUCTION / 2);
    expect(conservative.roiPercentage).toBeLessThan(0);
  });
});
