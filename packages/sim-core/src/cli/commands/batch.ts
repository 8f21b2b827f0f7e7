import { parseArgs } from 'node:util';
import { CliInputError } from '../cli-input-error.js';
import type { CliIo } from '../cli-io.js';
import { integerFlag } from '../flags.js';
import { parseCsv } from '../parse-csv.js';
import { RESULT_COLUMNS, resultRow } from '../result-row.js';
import { scenarioInput, type ScenarioFlags } from '../scenario-input.js';
import { simulate } from '../simulate.js';
import { toCsv } from '../../to-csv.js';

const REQUIRED_COLUMNS = ['city', 'support', 'participants', 'years'] as const;
const OPTIONAL_COLUMNS = ['params', 'seed'] as const;

function readRows(io: CliIo, path: string): { columns: string[]; rows: string[][] } {
  let text: string;
  try {
    text = io.readTextFile(path);
  } catch {
    throw new CliInputError('batch', `cannot read "${path}"`, 'a readable CSV file');
  }
  const [header, ...rows] = parseCsv(text, 'batch');
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    throw new CliInputError(
      'batch',
      `header is missing column(s) ${missing.join(', ')}`,
      'a header row with city, support, participants, years[, params][, seed]',
    );
  }
  if (rows.length === 0)
    throw new CliInputError('batch', 'has no scenario rows', 'at least one row after the header');
  return { columns, rows };
}

/**
 * `pathways-sim batch`: one CSV result row per scenario row. Every row is run before anything is
 * printed, so a bad row leaves stdout empty.
 *
 * @example
 * batchCommand(['scenarios.csv', '--draws', '0'], io);
 */
export function batchCommand(args: string[], io: CliIo): void {
  const { values, positionals } = parseArgs({
    args,
    options: { draws: { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  const [path, ...extra] = positionals;
  if (path === undefined || extra.length > 0)
    throw new CliInputError(
      'batch',
      'expects exactly one CSV file',
      'pathways-sim batch scenarios.csv',
    );
  const { columns, rows } = readRows(io, path);
  const draws = integerFlag('--draws', values.draws, 'an integer from 0 to 1000000');
  const results = rows.map((cells, index) => {
    const flags: ScenarioFlags = {};
    for (const name of [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]) {
      const value = cells[columns.indexOf(name)]?.trim();
      if (value !== undefined && value !== '') flags[name] = value;
    }
    try {
      return simulate(scenarioInput(flags, undefined), draws === undefined ? {} : { draws });
    } catch (error) {
      if (error instanceof CliInputError)
        throw new CliInputError(
          `batch row ${index + 1} (line ${index + 2}) ${error.flag}`,
          error.problem,
          error.allowed,
        );
      throw error;
    }
  });
  io.stdout.write(toCsv([RESULT_COLUMNS, ...results.map(resultRow)]));
}
