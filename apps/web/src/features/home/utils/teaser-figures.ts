/**
 * What the model gives for the home page's teaser scenario (sim-core's `homeTeaserScenario`, under
 * the conservative set), shown beside the spec's stated goals (81%, $65M+, 1,300%), which are the
 * organisation's goals and not a model result. The build runs the scenario once (vite.config.ts) and
 * bakes these strings into the page, so the home page ships none of the simulation code.
 */
export interface TeaserFigures {
  recidivismReduction: string;
  savings: string;
  roi: string;
  scenarioLabel: string;
  scenarioDescription: string;
  /** The simulator, pre-filled with the scenario (it runs on arrival). */
  simulatorHref: string;
  /** The CLI line that reproduces the figures. */
  command: string;
}

export interface TeaserResult {
  recidivismReduction: number;
  publicCostSavings: number;
  roiPercentage: number;
}

export interface TeaserScenarioInput {
  label: string;
  description: string;
  cityId: string;
  supportType: string;
  participantCount: number;
  timeframe: number;
  command: string;
}

/** Whole percents with a thousands separator (no decimals, spec §9); savings in compact dollars. */
export function formatTeaserFigures(
  result: TeaserResult,
  scenario: TeaserScenarioInput,
  intlLocale: 'en-US' | 'es-US' = 'en-US',
): TeaserFigures {
  const percent = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 });
  const compactDollars = new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const query = new URLSearchParams({
    city: scenario.cityId,
    support: scenario.supportType,
    participants: String(scenario.participantCount),
    years: String(scenario.timeframe),
  });
  return {
    recidivismReduction: `${percent.format(Math.round(result.recidivismReduction))}%`,
    savings: compactDollars.format(result.publicCostSavings),
    roi: `${percent.format(Math.round(result.roiPercentage))}%`,
    scenarioLabel: scenario.label,
    scenarioDescription: scenario.description,
    simulatorHref: `/economic-impact-simulator?${query.toString()}`,
    command: scenario.command,
  };
}
