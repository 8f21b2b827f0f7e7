import { parseArgs } from 'node:util';
import type { SimulationOptions } from '../../simulation-types.js';
import type { CustomCity } from '../../types.js';
import { CliInputError } from '../cli-input-error.js';
import { JSON_INDENT, type CliIo } from '../cli-io.js';
import { formatFlag, integerFlag } from '../flags.js';
import { formatTable } from '../format-table.js';
import { readJsonFile } from '../read-json-file.js';
import { isParamsFile, readParamsFile } from '../read-params-file.js';
import { RESULT_COLUMNS, resultRow } from '../result-row.js';
import { scenarioInput } from '../scenario-input.js';
import { simulate } from '../simulate.js';
import { toCsv } from '../../to-csv.js';

/**
 * `pathways-sim run`: one scenario, as a table, the full JSON result (with its audit trail) or a CSV row.
 *
 * @example
 * runCommand(['--city', 'iowa', '--support', 'training', '--participants', '1000', '--years', '5'], io);
 */
export function runCommand(args: string[], io: CliIo): void {
  const { values } = parseArgs({
    args,
    options: {
      city: { type: 'string' },
      'city-file': { type: 'string' },
      support: { type: 'string' },
      participants: { type: 'string' },
      years: { type: 'string' },
      params: { type: 'string' },
      seed: { type: 'string' },
      draws: { type: 'string' },
      format: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const format = formatFlag(values.format);
  const cityFile = values['city-file'];
  if (cityFile !== undefined && values.city !== undefined) {
    throw new CliInputError(
      '--city',
      'give either --city or --city-file, not both',
      'one of --city ID or --city-file PATH',
    );
  }
  const city =
    cityFile === undefined
      ? undefined
      : // Checked field by field by runSimulation's validateCustomCity.
        (readJsonFile(
          io,
          '--city-file',
          cityFile,
          'a JSON object with the City fields',
        ) as CustomCity);
  const paramsFile =
    values.params !== undefined && isParamsFile(values.params) ? values.params : undefined;
  const draws = integerFlag('--draws', values.draws, 'an integer from 0 to 1000000');
  const options: SimulationOptions = {
    ...(draws === undefined ? {} : { draws }),
    ...(paramsFile === undefined ? {} : { parameterSet: readParamsFile(io, paramsFile) }),
  };
  const flags = paramsFile === undefined ? values : { ...values, params: undefined };
  const result = simulate(scenarioInput(flags, city), options);
  if (format === 'json') io.stdout.write(JSON.stringify(result, null, JSON_INDENT) + '\n');
  else if (format === 'csv') io.stdout.write(toCsv([RESULT_COLUMNS, resultRow(result)]));
  else
    io.stdout.write(
      formatTable(result, { reproducible: city === undefined && paramsFile === undefined }),
    );
}
