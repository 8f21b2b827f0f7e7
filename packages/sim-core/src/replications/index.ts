import type { NamedScenario } from '../home-teaser-scenario.js';
import { rand2013 } from './rand-2013.js';
import { wsippEmployment, wsippHousing } from './wsipp.js';

/**
 * Published studies reproduced as named scenarios; `test/replications.test.ts` checks each against
 * the study's figure and METHODOLOGY.md §6.2 lists them side by side.
 *
 * @example
 * const rand = replications.find((s) => s.id === 'rand-2013');
 * runSimulation(rand.input, rand.options).roiPerDollar; // ≈ 3.03
 */
export const replications: readonly NamedScenario[] = [rand2013, wsippHousing, wsippEmployment];
