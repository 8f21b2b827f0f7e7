import { SimulationInputError } from '../simulation-input-error.js';
import type { Source } from '../types.js';

const OLDEST_YEAR = 1900;
const NEWEST_YEAR = 2100;
const OPTIONAL_TEXT = ['url', 'note', 'unverified'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(field: string, problem: string, allowed: string): never {
  throw new SimulationInputError(field, `${field} ${problem}.`, allowed);
}

/**
 * Checks a caller-supplied citation: a publisher, a title and a year, so a report never prints
 * "undefined, undefined (undefined)". `field` names where it sits, e.g. `city.sources.medianIncome`.
 *
 * @example
 * validateSource({ publisher: 'BJS', title: 'Prisoners in 2019', year: 2020 }, 'city.sources.annualReleases');
 */
export function validateSource(value: unknown, field: string): Source {
  const allowed = `an object with publisher and title (text) and year (${OLDEST_YEAR}–${NEWEST_YEAR})`;
  if (!isRecord(value)) fail(field, 'must be a source object', allowed);
  for (const key of ['publisher', 'title'] as const) {
    const text = value[key];
    if (typeof text !== 'string' || text.trim() === '')
      fail(`${field}.${key}`, 'must be a non-empty string', allowed);
  }
  const year = value.year;
  if (
    typeof year !== 'number' ||
    !Number.isInteger(year) ||
    year < OLDEST_YEAR ||
    year > NEWEST_YEAR
  ) {
    fail(`${field}.year`, `must be a year from ${OLDEST_YEAR} to ${NEWEST_YEAR}`, allowed);
  }
  for (const key of OPTIONAL_TEXT) {
    if (value[key] !== undefined && typeof value[key] !== 'string')
      fail(`${field}.${key}`, 'must be a string when given', allowed);
  }
  // Every field was checked above.
  return value as unknown as Source;
}
