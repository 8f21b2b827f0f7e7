import { getCity } from '../get-city.js';
import { listCities } from '../list-cities.js';
import {
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
} from '../limits.js';
import type { SimulationInput } from '../simulation-types.js';
import { supportTypes } from '../support-types.js';
import type { CustomCity } from '../types.js';
import { CliInputError } from './cli-input-error.js';
import { integerFlag, requireFlag } from './flags.js';
import { SUPPORT_VALUES } from './usage.js';

export interface ScenarioFlags {
  city?: string;
  support?: string;
  participants?: string;
  years?: string;
  /** A built-in parameter set id; a file is read by the run command before this point. */
  params?: string;
  seed?: string;
}

/**
 * Turns the flags of one scenario (from `run` or a `batch` row) into a model input, naming the flag
 * of the first bad value.
 *
 * @example
 * scenarioInput({ city: 'iowa', support: 'training', participants: '1000', years: '5' }, undefined);
 */
export function scenarioInput(flags: ScenarioFlags, city: CustomCity | undefined): SimulationInput {
  const participantsAllowed = `an integer from ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS}`;
  const yearsAllowed = `an integer from ${MIN_TIMEFRAME_YEARS} to ${MAX_TIMEFRAME_YEARS}`;
  const cityId =
    city === undefined
      ? requireFlag('--city', flags.city, 'a city id (see `pathways-sim cities`) or --city-file')
      : undefined;
  if (cityId !== undefined && getCity(cityId) === undefined) {
    throw new CliInputError(
      '--city',
      `unknown city "${cityId}"`,
      listCities()
        .map((known) => known.id)
        .join(', '),
    );
  }
  const support = requireFlag('--support', flags.support, SUPPORT_VALUES);
  const supportType = supportTypes.find((option) => option.value === support)?.value;
  if (supportType === undefined)
    throw new CliInputError('--support', `unknown support type "${support}"`, SUPPORT_VALUES);
  return {
    ...(cityId === undefined ? { city } : { cityId }),
    supportType,
    participantCount:
      integerFlag(
        '--participants',
        requireFlag('--participants', flags.participants, participantsAllowed),
        participantsAllowed,
      ) ?? 0,
    timeframe:
      integerFlag('--years', requireFlag('--years', flags.years, yearsAllowed), yearsAllowed) ?? 0,
    ...(flags.params === undefined ? {} : { parameterSetId: flags.params }),
    ...(flags.seed === undefined
      ? {}
      : { seed: integerFlag('--seed', flags.seed, 'an integer from 0 to 4294967295') ?? 0 }),
  };
}
