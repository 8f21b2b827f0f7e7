import { MAX_TIMEFRAME_YEARS, MIN_TIMEFRAME_YEARS } from '../limits.js';
import { SimulationInputError } from '../simulation-input-error.js';
import type { CustomCity, RecidivismDefinition } from '../types.js';

const PERCENT_MAX = 100;
const DEFINITIONS: readonly RecidivismDefinition[] = [
  'rearrest',
  'reconviction',
  'return-to-prison',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireNumber(
  city: Record<string, unknown>,
  key: string,
  min: number,
  max: number,
  options: { integer?: boolean; exclusiveMin?: boolean } = {},
): void {
  const value = city[key];
  const range = `${options.integer === true ? 'an integer' : 'a number'} ${options.exclusiveMin === true ? 'above' : 'from'} ${min}${Number.isFinite(max) ? ` to ${max}` : ''}`;
  const valid =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (options.exclusiveMin === true ? value > min : value >= min) &&
    value <= max &&
    (options.integer !== true || Number.isInteger(value));
  if (!valid) {
    throw new SimulationInputError(
      `city.${key}`,
      `city.${key} must be ${range}; got ${JSON.stringify(value)}.`,
      range,
    );
  }
}

function requireText(city: Record<string, unknown>, key: string): void {
  const value = city[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new SimulationInputError(
      `city.${key}`,
      `city.${key} must be a non-empty string.`,
      'a non-empty string',
    );
  }
}

/**
 * Checks a caller-supplied city field by field, so a bad file fails with the field it got wrong.
 *
 * @example
 * validateCustomCity(JSON.parse(text)); // returns the city, or throws SimulationInputError('city.population', …)
 */
export function validateCustomCity(value: unknown): CustomCity {
  if (!isRecord(value)) {
    throw new SimulationInputError(
      'city',
      'city must be an object with the City fields.',
      'a City object',
    );
  }
  requireText(value, 'id');
  requireText(value, 'name');
  requireText(value, 'state');
  requireNumber(value, 'population', 0, Infinity);
  requireNumber(value, 'annualReleases', 0, Infinity);
  requireNumber(value, 'baselineRecidivismRate', 0, PERCENT_MAX);
  requireNumber(value, 'recidivismWindowYears', MIN_TIMEFRAME_YEARS, MAX_TIMEFRAME_YEARS, {
    integer: true,
  });
  requireNumber(value, 'cohortYear', 0, Infinity, { integer: true });
  requireNumber(value, 'averageCostPerIncarceration', 0, Infinity, { exclusiveMin: true });
  requireNumber(value, 'currentEmploymentRate', 0, PERCENT_MAX);
  requireNumber(value, 'medianIncome', 0, Infinity);
  const definition = value.recidivismDefinition;
  if (!DEFINITIONS.some((known) => known === definition)) {
    const allowed = DEFINITIONS.join(', ');
    throw new SimulationInputError(
      'city.recidivismDefinition',
      `city.recidivismDefinition must be one of ${allowed}; got ${JSON.stringify(definition)}.`,
      allowed,
    );
  }
  if (value.sources !== undefined && !isRecord(value.sources)) {
    throw new SimulationInputError(
      'city.sources',
      'city.sources must be an object keyed by field.',
      'an object keyed by field',
    );
  }
  // Every field was checked above; the object now has the CustomCity shape.
  return value as unknown as CustomCity;
}
