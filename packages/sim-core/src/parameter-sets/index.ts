import { DEFAULT_PARAMETER_SET_ID } from '../limits.js';
import type { ParameterSet } from '../types.js';
import { conservative } from './conservative.js';
import { programReported } from './program-reported.js';

/**
 * Every parameter set, by id. Each is data with a citation for every number.
 *
 * @example
 * Object.keys(parameterSets); // ['conservative', 'program-reported']
 */
export const parameterSets: Readonly<Record<string, ParameterSet>> = {
  [conservative.id]: conservative,
  [programReported.id]: programReported,
};

/** Used when the input names no set: published evidence, not the program's own claims. */
export const defaultParameterSetId: string = DEFAULT_PARAMETER_SET_ID;
