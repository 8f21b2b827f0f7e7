import { CliInputError } from './cli-input-error.js';
import type { CliIo } from './cli-io.js';

/**
 * Reads and parses a JSON file named by `flag`; its shape is checked afterwards, field by field, by
 * the model's own validation.
 *
 * @example
 * readJsonFile(io, '--city-file', 'city.json', 'a JSON object with the City fields');
 */
export function readJsonFile(io: CliIo, flag: string, path: string, expected: string): unknown {
  let text: string;
  try {
    text = io.readTextFile(path);
  } catch {
    throw new CliInputError(flag, `cannot read "${path}"`, `a readable file with ${expected}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CliInputError(flag, `"${path}" is not valid JSON`, expected);
  }
}
