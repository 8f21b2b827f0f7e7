import { getCity } from '../get-city.js';
import {
  DEFAULT_DRAWS,
  DEFAULT_SEED,
  MAX_DRAWS,
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
} from '../limits.js';
import { defaultParameterSetId, parameterSets } from '../parameter-sets/index.js';
import { SimulationInputError } from '../simulation-input-error.js';
import { supportTypes } from '../support-types.js';
import type { City, CustomCity, ParameterSet, SupportType } from '../types.js';
import type { SimulationInput, SimulationOptions } from '../simulation-types.js';
import { validateCustomCity } from './validate-custom-city.js';
import { validateParameterSet } from './validate-parameter-set.js';

const MAX_SEED = 4_294_967_295;
const SUPPORT_VALUES: readonly SupportType[] = supportTypes.map((option) => option.value);

export interface ResolvedInput {
  readonly city: City | CustomCity;
  readonly supportType: SupportType;
  readonly participantCount: number;
  readonly timeframe: number;
  readonly parameterSet: ParameterSet;
  readonly seed: number;
  readonly draws: number;
}

function integerIn(field: string, value: unknown, min: number, max: number, label: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)
    return value;
  const allowed = `an integer from ${min} to ${max}`;
  throw new SimulationInputError(
    field,
    `${label} must be ${allowed}; got ${JSON.stringify(value)}.`,
    allowed,
  );
}

function resolveCity(input: SimulationInput): City | CustomCity {
  if (input.city !== undefined) return validateCustomCity(input.city);
  const id: unknown = input.cityId;
  const city = typeof id === 'string' ? getCity(id) : undefined;
  if (city === undefined) {
    const allowed = 'a built-in city id (see listCities()) or a custom `city` object';
    throw new SimulationInputError(
      'cityId',
      `Unknown city ${JSON.stringify(id)}: use ${allowed}.`,
      allowed,
    );
  }
  return city;
}

function resolveSupportType(value: unknown): SupportType {
  const match = SUPPORT_VALUES.find((known) => known === value);
  if (match !== undefined) return match;
  const allowed = SUPPORT_VALUES.join(', ');
  throw new SimulationInputError(
    'supportType',
    `Unknown support type ${JSON.stringify(value)}: use one of ${allowed}.`,
    allowed,
  );
}

function resolveParameterSet(value: unknown): ParameterSet {
  const id = value ?? defaultParameterSetId;
  const set =
    typeof id === 'string' && Object.hasOwn(parameterSets, id) ? parameterSets[id] : undefined;
  if (set !== undefined) return set;
  const allowed = Object.keys(parameterSets).join(', ');
  throw new SimulationInputError(
    'parameterSetId',
    `Unknown parameter set ${JSON.stringify(id)}: use one of ${allowed}.`,
    allowed,
  );
}

/**
 * Validates a simulation request (which may come straight from JSON) and fills in defaults.
 * Throws SimulationInputError naming the first bad field.
 *
 * @example
 * resolveInput({ cityId: 'iowa', supportType: 'training', participantCount: 1000, timeframe: 5 }).draws; // 10000
 */
export function resolveInput(
  input: SimulationInput,
  options: SimulationOptions = {},
): ResolvedInput {
  const city = resolveCity(input);
  const supportType = resolveSupportType(input.supportType);
  const participantCount = integerIn(
    'participantCount',
    input.participantCount,
    MIN_PARTICIPANTS,
    MAX_PARTICIPANTS,
    'participantCount',
  );
  const timeframe = integerIn(
    'timeframe',
    input.timeframe,
    MIN_TIMEFRAME_YEARS,
    MAX_TIMEFRAME_YEARS,
    'timeframe (years)',
  );
  const parameterSet =
    options.parameterSet === undefined
      ? resolveParameterSet(input.parameterSetId)
      : validateParameterSet(options.parameterSet);
  const seed = integerIn('seed', options.seed ?? input.seed ?? DEFAULT_SEED, 0, MAX_SEED, 'seed');
  const draws = integerIn('draws', options.draws ?? DEFAULT_DRAWS, 0, MAX_DRAWS, 'draws');
  return { city, supportType, participantCount, timeframe, parameterSet, seed, draws };
}
