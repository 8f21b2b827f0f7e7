/**
 * The home page's simulator teaser (spec §2: 81% recidivism reduction, $65M+ savings, 1,300% ROI),
 * formatted from a sim-core result. The build runs the named scenario once (vite.config.ts) and
 * bakes these strings into the page, so the home page ships none of the simulation code.
 */
export interface TeaserFigures {
  recidivismReduction: string;
  savings: string;
  roi: string;
  scenarioLabel: string;
  scenarioDescription: string;
}

export interface TeaserResult {
  recidivismReduction: number;
  publicCostSavings: number;
  roiPercentage: number;
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "$65M+" → 65000000: the floor the marketing copy claims. */
export function parseDollarFloor(text: string): number {
  const match = /^\$([\d,.]+)([KMB])?\+?$/.exec(text);
  if (!match?.[1]) throw new Error(`Not a dollar figure: ${text}`);
  const scale = { K: 1e3, M: 1e6, B: 1e9 }[match[2] ?? ''] ?? 1;
  return Number(match[1].replaceAll(',', '')) * scale;
}

/**
 * Whole percents with a thousands separator (no decimals, spec §9). Savings are stated as the
 * copy's floor ("$65M+") only when the model reaches it; otherwise the model's own compact figure,
 * so the page can never claim more than the simulation shows.
 */
export function formatTeaserFigures(
  result: TeaserResult,
  savingsClaim: string,
  scenario: { label: string; description: string },
): TeaserFigures {
  return {
    recidivismReduction: `${percent.format(Math.round(result.recidivismReduction))}%`,
    savings:
      result.publicCostSavings >= parseDollarFloor(savingsClaim)
        ? savingsClaim
        : compactDollars.format(result.publicCostSavings),
    roi: `${percent.format(Math.round(result.roiPercentage))}%`,
    scenarioLabel: scenario.label,
    scenarioDescription: scenario.description,
  };
}
