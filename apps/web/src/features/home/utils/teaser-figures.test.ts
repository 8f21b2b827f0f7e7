import { homeTeaserScenario, reproduceCommand, runSimulation } from '@pathways/sim-core';
import { describe, expect, it } from 'vitest';
import { teaserScenarioInput } from './teaser-scenario-input';
import { formatTeaserFigures } from './teaser-figures';

describe('formatTeaserFigures', () => {
  it('formats the conservative result of the teaser scenario, with its simulator link and CLI line', () => {
    const result = runSimulation(homeTeaserScenario.input, homeTeaserScenario.options);
    const teaser = formatTeaserFigures(result, teaserScenarioInput(homeTeaserScenario));
    expect(teaser).toMatchObject({
      recidivismReduction: '20%',
      savings: '$3.7M',
      roi: '-67%',
      scenarioLabel: homeTeaserScenario.label,
      simulatorHref:
        '/economic-impact-simulator?city=iowa&support=full_wraparound&participants=2500&years=5',
      command: reproduceCommand({
        cityId: 'iowa',
        supportType: 'full_wraparound',
        participantCount: 2500,
        timeframe: 5,
      }),
    });
    expect(teaser.command).toBe(
      'pathways-sim run --city iowa --support full_wraparound --participants 2500 --years 5',
    );
  });

  it('writes whole percents with separators and compact dollars', () => {
    const teaser = formatTeaserFigures(
      { recidivismReduction: 40.4, publicCostSavings: 12_340_000, roiPercentage: 1250.6 },
      { ...teaserScenarioInput(homeTeaserScenario), label: 'Test' },
    );
    expect(teaser).toMatchObject({ recidivismReduction: '40%', savings: '$12.3M', roi: '1,251%' });
  });
});
