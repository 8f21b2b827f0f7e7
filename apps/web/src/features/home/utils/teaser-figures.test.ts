import { figures } from '@pathways/content';
import { homeTeaserScenario, runSimulation } from '@pathways/sim-core';
import { describe, expect, it } from 'vitest';
import { formatTeaserFigures, parseDollarFloor } from './teaser-figures';

const scenario = { label: 'Test', description: 'A test scenario' };

describe('formatTeaserFigures', () => {
  it('turns the named sim-core scenario into the spec teaser: 81%, $65M+, 1,300%', () => {
    const result = runSimulation(homeTeaserScenario.input, homeTeaserScenario.options);
    const teaser = formatTeaserFigures(result, figures.simulatorSavings, homeTeaserScenario);
    expect(teaser).toMatchObject({
      recidivismReduction: '81%',
      savings: '$65M+',
      roi: '1,300%',
      scenarioLabel: homeTeaserScenario.label,
    });
  });

  it('never claims the savings floor when the model falls short of it', () => {
    const teaser = formatTeaserFigures(
      { recidivismReduction: 40.4, publicCostSavings: 12_340_000, roiPercentage: 250.6 },
      '$65M+',
      scenario,
    );
    expect(teaser).toMatchObject({ recidivismReduction: '40%', savings: '$12.3M', roi: '251%' });
  });

  it('parses dollar floors', () => {
    expect(parseDollarFloor('$65M+')).toBe(65_000_000);
    expect(parseDollarFloor('$1,200')).toBe(1200);
    expect(() => parseDollarFloor('65%')).toThrow();
  });
});
