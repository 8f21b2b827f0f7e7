import { validateParameterSet } from '../model/validate-parameter-set.js';
import { parameterSets } from '../parameter-sets/index.js';
import { SimulationInputError } from '../simulation-input-error.js';
import type { ParameterSet } from '../types.js';
import { CliInputError } from './cli-input-error.js';
import type { CliIo } from './cli-io.js';
import { flagOf } from './flags.js';
import { readJsonFile } from './read-json-file.js';

const EXPECTED = 'one parameter set as `pathways-sim params --set ID --format json` prints it';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value of `--params` that names a file rather than a built-in set. */
export function isParamsFile(value: string): boolean {
  return !Object.hasOwn(parameterSets, value) && (/\.json$/i.test(value) || /[\\/]/.test(value));
}

/**
 * Reads `--params FILE`: one set, or the map of sets `params --format json` prints if it holds
 * exactly one. Every field is validated; an error names it (`--params (parameterSet.discountRate.value)`).
 *
 * @example
 * readParamsFile(io, 'my-set.json'); // the validated set
 */
export function readParamsFile(io: CliIo, path: string): ParameterSet {
  const parsed = readJsonFile(io, '--params', path, EXPECTED);
  let candidate: unknown = parsed;
  if (isRecord(parsed) && parsed.support === undefined) {
    const sets = Object.values(parsed);
    if (sets.length !== 1) {
      throw new CliInputError(
        '--params',
        `"${path}" holds ${sets.length} parameter sets (${Object.keys(parsed).join(', ')}); keep one`,
        EXPECTED,
      );
    }
    candidate = sets[0];
  }
  try {
    return validateParameterSet(candidate);
  } catch (error) {
    if (error instanceof SimulationInputError)
      throw new CliInputError(flagOf(error.field), error.message.replace(/\.$/, ''), error.allowed);
    throw error;
  }
}
