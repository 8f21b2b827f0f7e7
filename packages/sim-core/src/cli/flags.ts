import { CliInputError } from './cli-input-error.js';

export const FORMATS = ['table', 'json', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

/** The flag a model input field comes from, so errors speak the user's language. */
const FLAG_OF_FIELD: Readonly<Record<string, string>> = {
  cityId: '--city',
  city: '--city-file',
  supportType: '--support',
  participantCount: '--participants',
  timeframe: '--years',
  parameterSetId: '--params',
  parameterSet: '--params',
  seed: '--seed',
  draws: '--draws',
};

/**
 * The flag to name for a model field: `city.population` came from `--city-file`.
 *
 * @example
 * flagOf('parameterSet.discountRate.value'); // '--params (parameterSet.discountRate.value)'
 */
export function flagOf(field: string): string {
  const known = FLAG_OF_FIELD[field];
  if (known !== undefined) return known;
  if (field.startsWith('city.')) return `--city-file (${field})`;
  if (field.startsWith('parameterSet.')) return `--params (${field})`;
  return field;
}

export function integerFlag(
  flag: string,
  raw: string | undefined,
  allowed: string,
): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw.trim()))
    throw new CliInputError(flag, `"${raw}" is not a whole number`, allowed);
  return Number(raw);
}

export function requireFlag(flag: string, raw: string | undefined, allowed: string): string {
  if (raw === undefined || raw.trim() === '') throw new CliInputError(flag, 'is required', allowed);
  return raw.trim();
}

export function formatFlag(raw: string | undefined, allowed: readonly Format[] = FORMATS): Format {
  const format = allowed.find((known) => known === (raw ?? 'table'));
  if (format === undefined)
    throw new CliInputError('--format', `unknown format "${raw ?? ''}"`, allowed.join(', '));
  return format;
}
