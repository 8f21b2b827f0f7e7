import { listCities } from './list-cities.js';
import { MAX_TIMEFRAME_YEARS } from './limits.js';
import { collectParameters } from './model/collect-parameters.js';
import type { ParameterUsed } from './simulation-types.js';
import { supportTypes } from './support-types.js';
import type { ParameterSet } from './types.js';

/** Everything a run under one set can cite, so a result can carry `{ id, value }` pairs only. */
export interface ParameterSetDocument {
  readonly id: string;
  readonly version: number;
  readonly label: string;
  readonly description: string;
  readonly notEvidence: boolean;
  /** Every figure of the set and the timing curve, by the id a run's `parameters` uses. */
  readonly entries: Readonly<Record<string, ParameterUsed>>;
  /** The `city.*` figures of every built-in place, by place id, then by parameter id. */
  readonly places: Readonly<Record<string, Readonly<Record<string, ParameterUsed>>>>;
}

/**
 * The audit document of a parameter set: the definition, unit, source (and `unverified` mark) of every
 * figure a run can use, for every support type and built-in place. It changes only with the set's
 * version, so it can be served once and cached.
 *
 * @example
 * describeParameterSet(parameterSets.conservative).entries['discountRate'].source.publisher;
 * // 'Washington State Institute for Public Policy'
 */
export function describeParameterSet(set: ParameterSet): ParameterSetDocument {
  const entries: Record<string, ParameterUsed> = {};
  const places: Record<string, Record<string, ParameterUsed>> = {};
  for (const city of listCities()) {
    const place: Record<string, ParameterUsed> = {};
    for (const option of supportTypes) {
      for (const parameter of collectParameters(city, set, option.value, MAX_TIMEFRAME_YEARS)) {
        if (parameter.id.startsWith('city.')) place[parameter.id] = parameter;
        else entries[parameter.id] = parameter;
      }
    }
    places[city.id] = place;
  }
  return {
    id: set.id,
    version: set.version ?? 0,
    label: set.label,
    description: set.description,
    notEvidence: set.notEvidence === true,
    entries,
    places,
  };
}
