import { parseArgs } from 'node:util';
import { listCities } from '../../list-cities.js';
import type { City, Source } from '../../types.js';
import { JSON_INDENT, type CliIo } from '../cli-io.js';
import { formatFlag } from '../flags.js';
import { toCsv } from '../../to-csv.js';

const HEADER = [
  'id',
  'label',
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
  'unverified_fields',
];

function cite(source: Source): string {
  return `${source.publisher}, ${source.title} (${source.year})`;
}

/** The fields of a place whose source is not yet checked against its publication. */
function unverifiedFields(city: City): string[] {
  return Object.entries(city.sources)
    .filter(([, source]) => source.unverified !== undefined)
    .map(([field]) => field);
}

/**
 * `pathways-sim cities`: every built-in place with its figures, sources and UNVERIFIED marks.
 *
 * @example
 * citiesCommand(['--format', 'csv'], io);
 */
export function citiesCommand(args: string[], io: CliIo): void {
  const { values } = parseArgs({ args, options: { format: { type: 'string' } }, strict: true });
  const format = formatFlag(values.format);
  const cities = listCities();
  if (format === 'json') {
    io.stdout.write(JSON.stringify(cities, null, JSON_INDENT) + '\n');
    return;
  }
  const rows = cities.map((city) => [
    city.id,
    city.label,
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
    cite(city.sources.baselineRecidivismRate),
    unverifiedFields(city).join(' '),
  ]);
  if (format === 'csv') {
    io.stdout.write(toCsv([HEADER, ...rows]));
    return;
  }
  for (const city of cities) {
    const mark = city.sources.baselineRecidivismRate.unverified === undefined ? '' : '  UNVERIFIED';
    io.stdout.write(
      `${city.id.padEnd(16)} ${city.label.padEnd(18)} ${String(city.baselineRecidivismRate).padStart(5)}% ${city.recidivismDefinition} (${city.recidivismWindowYears}y, ${city.cohortYear})  $${city.averageCostPerIncarceration}/prison-year${mark}\n`,
    );
  }
}
