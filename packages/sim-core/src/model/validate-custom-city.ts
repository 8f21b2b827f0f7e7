import { MAX_TIMEFRAME_YEARS, MIN_TIMEFRAME_YEARS } from '../limits.js';
import { SimulationInputError } from '../simulation-input-error.js';
import type { CityNumericField, CustomCity, RecidivismDefinition } from '../types.js';
import { validateSource } from './validate-source.js';

const PERCENT_MAX = 100;
/*
 * Upper bounds well beyond any real place, so a typo (or 1e308) is refused instead of printing "$∞".
 */
const MAX_POPULATION = 2_000_000_000;
const MAX_RELEASES = 10_000_000;
const MAX_COST_PER_PRISON_YEAR = 1_000_000;
const MAX_MEDIAN_INCOME = 10_000_000;
const OLDEST_COHORT = 1900;
const NEWEST_COHORT = 2100;
const CITY_NUMERIC_FIELDS: readonly CityNumericField[] = [
  'population',
  'annualReleases',
  'baselineRecidivismRate',
  'recidivismWindowYears',
  'cohortYear',
  'averageCostPerIncarceration',
  'currentEmploymentRate',
  'medianIncome',
];
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
  if (value.label !== undefined) requireText(value, 'label');
  requireNumber(value, 'population', 0, MAX_POPULATION);
  requireNumber(value, 'annualReleases', 0, MAX_RELEASES);
  requireNumber(value, 'baselineRecidivismRate', 0, PERCENT_MAX);
  requireNumber(value, 'recidivismWindowYears', MIN_TIMEFRAME_YEARS, MAX_TIMEFRAME_YEARS, {
    integer: true,
  });
  requireNumber(value, 'cohortYear', OLDEST_COHORT, NEWEST_COHORT, { integer: true });
  requireNumber(value, 'averageCostPerIncarceration', 0, MAX_COST_PER_PRISON_YEAR, {
    exclusiveMin: true,
  });
  requireNumber(value, 'currentEmploymentRate', 0, PERCENT_MAX);
  requireNumber(value, 'medianIncome', 0, MAX_MEDIAN_INCOME);
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
  if (isRecord(value.sources)) {
    for (const [key, source] of Object.entries(value.sources)) {
      if (!CITY_NUMERIC_FIELDS.some((field) => field === key)) {
        throw new SimulationInputError(
          `city.sources.${key}`,
          `city.sources.${key} is not a City field.`,
          CITY_NUMERIC_FIELDS.join(', '),
        );
      }
      validateSource(source, `city.sources.${key}`);
    }
  }
  // Every field was checked above; the object now has the CustomCity shape.
  return value as unknown as CustomCity;
}
