import { reproduceCommand, type NamedScenario } from '@pathways/sim-core';

/**
 * The teaser scenario as the home page needs it: a built-in place (the simulator link and the CLI
 * line name it). Runs at build time only (vite.config.ts).
 */
export function teaserScenarioInput(scenario: NamedScenario) {
  const { cityId, supportType, participantCount, timeframe, parameterSetId, seed } = scenario.input;
  if (cityId === undefined) throw new Error(`Teaser scenario ${scenario.id} needs a built-in city`);
  const run = { cityId, supportType, participantCount, timeframe };
  return {
    ...run,
    label: scenario.label,
    description: scenario.description,
    command: reproduceCommand({
      ...run,
      ...(parameterSetId === undefined ? {} : { parameterSetId }),
      ...(seed === undefined ? {} : { seed }),
    }),
  };
}
