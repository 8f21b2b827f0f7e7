import { parseArgs } from 'node:util';
import { getCity } from '../get-city.js';
import { listCities } from '../list-cities.js';
import {
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
} from '../limits.js';
import { parameterSets } from '../parameter-sets/index.js';
import { runSimulation } from '../run-simulation.js';
import { SimulationInputError } from '../simulation-input-error.js';
import type { SimulationInput, SimulationResult } from '../simulation-types.js';
import { supportTypes } from '../support-types.js';
import type { CustomCity, SupportType } from '../types.js';
import { CliInputError } from './cli-input-error.js';
import { formatTable } from './format-table.js';
import { parseCsv } from './parse-csv.js';
import { RESULT_COLUMNS, resultRow } from './result-row.js';
import { toCsv } from './to-csv.js';

export interface CliIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  /** Reads a whole text file; throws if it cannot. */
  readonly readTextFile: (path: string) => string;
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_BAD_INPUT = 2;

const FORMATS = ['table', 'json', 'csv'] as const;
type Format = (typeof FORMATS)[number];
const SUPPORT_VALUES = supportTypes.map((option) => option.value).join(', ');
const JSON_INDENT = 2;

export const USAGE = `Usage: pathways-sim <command> [options]

Commands:
  run       --city ID | --city-file city.json  --support TYPE  --participants N  --years N
            [--params ID] [--seed N] [--draws N] [--format table|json|csv]
  cities    [--format table|json|csv]     built-in cities and states with their sources
  params    [--format table|json]         parameter sets with every value and its source
  batch     scenarios.csv [--draws N]     one result row per scenario row, as CSV
            columns: city, support, participants, years[, params][, seed]

Support types: ${SUPPORT_VALUES}
Participants: ${MIN_PARTICIPANTS}–${MAX_PARTICIPANTS}; years: ${MIN_TIMEFRAME_YEARS}–${MAX_TIMEFRAME_YEARS}
Exit codes: 0 success, 2 bad input (message on stderr, nothing on stdout).
`;

/** The flag a model input field comes from, so errors speak the user's language. */
const FLAG_OF_FIELD: Readonly<Record<string, string>> = {
  cityId: '--city',
  city: '--city-file',
  supportType: '--support',
  participantCount: '--participants',
  timeframe: '--years',
  parameterSetId: '--params',
  seed: '--seed',
  draws: '--draws',
};

function flagOf(field: string): string {
  return FLAG_OF_FIELD[field] ?? (field.startsWith('city.') ? `--city-file (${field})` : field);
}

function integerFlag(flag: string, raw: string | undefined, allowed: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw.trim()))
    throw new CliInputError(flag, `"${raw}" is not a whole number`, allowed);
  return Number(raw);
}

function requireFlag(flag: string, raw: string | undefined, allowed: string): string {
  if (raw === undefined || raw.trim() === '') throw new CliInputError(flag, 'is required', allowed);
  return raw.trim();
}

function formatFlag(raw: string | undefined, allowed: readonly Format[] = FORMATS): Format {
  const format = allowed.find((known) => known === (raw ?? 'table'));
  if (format === undefined)
    throw new CliInputError('--format', `unknown format "${raw ?? ''}"`, allowed.join(', '));
  return format;
}

function readCityFile(io: CliIo, path: string): CustomCity {
  let text: string;
  try {
    text = io.readTextFile(path);
  } catch {
    throw new CliInputError(
      '--city-file',
      `cannot read "${path}"`,
      'a readable JSON file with the City fields',
    );
  }
  try {
    // Shape is checked field by field by runSimulation's validation.
    return JSON.parse(text) as CustomCity;
  } catch {
    throw new CliInputError(
      '--city-file',
      `"${path}" is not valid JSON`,
      'a JSON object with the City fields',
    );
  }
}

interface ScenarioFlags {
  city?: string;
  support?: string;
  participants?: string;
  years?: string;
  params?: string;
  seed?: string;
}

function scenarioInput(flags: ScenarioFlags, city: CustomCity | undefined): SimulationInput {
  const participantsAllowed = `an integer from ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS}`;
  const yearsAllowed = `an integer from ${MIN_TIMEFRAME_YEARS} to ${MAX_TIMEFRAME_YEARS}`;
  const cityId =
    city === undefined
      ? requireFlag('--city', flags.city, 'a city id (see `pathways-sim cities`) or --city-file')
      : undefined;
  if (cityId !== undefined && getCity(cityId) === undefined) {
    throw new CliInputError(
      '--city',
      `unknown city "${cityId}"`,
      listCities()
        .map((known) => known.id)
        .join(', '),
    );
  }
  const support = requireFlag('--support', flags.support, SUPPORT_VALUES);
  const supportType = supportTypes.find((option) => option.value === support)?.value;
  if (supportType === undefined)
    throw new CliInputError('--support', `unknown support type "${support}"`, SUPPORT_VALUES);
  return {
    ...(cityId === undefined ? { city } : { cityId }),
    supportType: supportType satisfies SupportType,
    participantCount:
      integerFlag(
        '--participants',
        requireFlag('--participants', flags.participants, participantsAllowed),
        participantsAllowed,
      ) ?? 0,
    timeframe:
      integerFlag('--years', requireFlag('--years', flags.years, yearsAllowed), yearsAllowed) ?? 0,
    ...(flags.params === undefined ? {} : { parameterSetId: flags.params }),
    ...(flags.seed === undefined
      ? {}
      : { seed: integerFlag('--seed', flags.seed, 'an integer from 0 to 4294967295') ?? 0 }),
  };
}

function simulate(input: SimulationInput, draws: number | undefined): SimulationResult {
  try {
    return runSimulation(input, draws === undefined ? {} : { draws });
  } catch (error) {
    if (error instanceof SimulationInputError) {
      throw new CliInputError(flagOf(error.field), error.message.replace(/\.$/, ''), error.allowed);
    }
    throw error;
  }
}

function runCommand(args: string[], io: CliIo): void {
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
  const city = cityFile === undefined ? undefined : readCityFile(io, cityFile);
  const draws = integerFlag('--draws', values.draws, 'an integer from 0 to 1000000');
  const result = simulate(scenarioInput(values, city), draws);
  if (format === 'json') io.stdout.write(JSON.stringify(result, null, JSON_INDENT) + '\n');
  else if (format === 'csv') io.stdout.write(toCsv([RESULT_COLUMNS, resultRow(result)]));
  else io.stdout.write(formatTable(result));
}

function citiesCommand(args: string[], io: CliIo): void {
  const { values } = parseArgs({ args, options: { format: { type: 'string' } }, strict: true });
  const format = formatFlag(values.format);
  const cities = listCities();
  if (format === 'json') {
    io.stdout.write(JSON.stringify(cities, null, JSON_INDENT) + '\n');
    return;
  }
  const header = [
    'id',
    'name',
    'state',
    'population',
    'annual_releases',
    'baseline_recidivism_pct',
    'definition',
    'window_years',
    'cohort_year',
    'cost_per_prison_year',
    'employment_rate_pct',
    'median_income',
    'recidivism_source',
  ];
  const rows = cities.map((city) => [
    city.id,
    city.name,
    city.state,
    city.population,
    city.annualReleases,
    city.baselineRecidivismRate,
    city.recidivismDefinition,
    city.recidivismWindowYears,
    city.cohortYear,
    city.averageCostPerIncarceration,
    city.currentEmploymentRate,
    city.medianIncome,
    `${city.sources.baselineRecidivismRate.publisher}, ${city.sources.baselineRecidivismRate.title} (${city.sources.baselineRecidivismRate.year})`,
  ]);
  if (format === 'csv') {
    io.stdout.write(toCsv([header, ...rows]));
    return;
  }
  for (const city of cities) {
    io.stdout.write(
      `${city.id.padEnd(16)} ${`${city.name}, ${city.state}`.padEnd(30)} ${String(city.baselineRecidivismRate).padStart(5)}% ${city.recidivismDefinition} (${city.recidivismWindowYears}y, ${city.cohortYear})  $${city.averageCostPerIncarceration}/prison-year\n`,
    );
  }
}

function paramsCommand(args: string[], io: CliIo): void {
  const { values } = parseArgs({ args, options: { format: { type: 'string' } }, strict: true });
  const format = formatFlag(values.format, ['table', 'json']);
  if (format === 'json') {
    io.stdout.write(JSON.stringify(parameterSets, null, JSON_INDENT) + '\n');
    return;
  }
  for (const set of Object.values(parameterSets)) {
    io.stdout.write(`${set.id} — ${set.label}\n  ${set.description}\n`);
    for (const [type, support] of Object.entries(set.support)) {
      for (const name of SUPPORT_FIELDS) {
        const parameter = support[name];
        io.stdout.write(
          `  support.${type}.${name} = ${parameter.value} ${parameter.unit} [${parameter.confidence}] — ${parameter.source.publisher} (${parameter.source.year})\n`,
        );
      }
    }
    for (const [definition, parameter] of Object.entries(set.incarcerationYearsPerEvent)) {
      io.stdout.write(
        `  incarcerationYearsPerEvent.${definition} = ${parameter.value} ${parameter.unit} — ${parameter.source.publisher} (${parameter.source.year})\n`,
      );
    }
    for (const name of [
      'marginalCostShare',
      'incarcerationCostMultiplier',
      'discountRate',
      'baselineEmploymentRate',
      'earningsShareOfMedianIncome',
      'effectiveTaxRate',
    ] as const) {
      const parameter = set[name];
      io.stdout.write(
        `  ${name} = ${parameter.value} ${parameter.unit} — ${parameter.source.publisher} (${parameter.source.year})\n`,
      );
    }
    io.stdout.write('\n');
  }
}

const SUPPORT_FIELDS = [
  'relativeReduction',
  'completionRate',
  'costPerParticipant',
  'completerEmploymentRate',
] as const;
const REQUIRED_COLUMNS = ['city', 'support', 'participants', 'years'] as const;

function batchCommand(args: string[], io: CliIo): void {
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
  const draws = integerFlag('--draws', values.draws, 'an integer from 0 to 1000000');
  // Every row is run before anything is printed, so a bad row leaves stdout empty.
  const results = rows.map((cells, index) => {
    const cell = (name: string): string | undefined => {
      const value = cells[columns.indexOf(name)]?.trim();
      return value === undefined || value === '' ? undefined : value;
    };
    const where = `batch row ${index + 1} (line ${index + 2}) `;
    try {
      const flags: ScenarioFlags = {};
      for (const [key, name] of [
        ['city', 'city'],
        ['support', 'support'],
        ['participants', 'participants'],
        ['years', 'years'],
        ['params', 'params'],
        ['seed', 'seed'],
      ] as const) {
        const value = cell(name);
        if (value !== undefined) flags[key] = value;
      }
      return simulate(scenarioInput(flags, undefined), draws);
    } catch (error) {
      if (error instanceof CliInputError)
        throw new CliInputError(`${where}${error.flag}`, error.problem, error.allowed);
      throw error;
    }
  });
  io.stdout.write(toCsv([RESULT_COLUMNS, ...results.map(resultRow)]));
}

/**
 * The `pathways-sim` command line, with its streams and file reader injected so tests need no process.
 * Returns the exit code: 0 success, 2 bad input (message on stderr, stdout untouched).
 *
 * @example
 * main(['run', '--city', 'waterloo-ia', '--support', 'training', '--participants', '1000', '--years', '5'], io); // 0
 */
export function main(argv: readonly string[], io: CliIo): number {
  // `pnpm sim -- run …` forwards the `--` separator itself; it is not part of the command line.
  const [command, ...args] = argv[0] === '--' ? argv.slice(1) : argv;
  try {
    if (command === 'run') runCommand(args, io);
    else if (command === 'cities') citiesCommand(args, io);
    else if (command === 'params') paramsCommand(args, io);
    else if (command === 'batch') batchCommand(args, io);
    else if (
      command === undefined ||
      command === 'help' ||
      command === '--help' ||
      command === '-h'
    ) {
      io.stdout.write(USAGE);
      return command === undefined ? EXIT_BAD_INPUT : EXIT_OK;
    } else {
      throw new CliInputError(
        'command',
        `unknown command "${command}"`,
        'run, cities, params, batch, help',
      );
    }
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CliInputError) {
      io.stderr.write(`pathways-sim: ${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    // parseArgs reports unknown or value-less flags with these codes.
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      io.stderr.write(`pathways-sim: ${error.message}\n${USAGE}`);
      return EXIT_BAD_INPUT;
    }
    io.stderr.write(
      `pathways-sim: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return EXIT_FAILURE;
  }
}
