import { SimulationInputError } from '../simulation-input-error.js';
import { supportTypes } from '../support-types.js';
import type { ParameterSet, RecidivismDefinition } from '../types.js';
import { validateSource } from './validate-source.js';

type Bounds = readonly [min: number, max: number];

const FRACTION: Bounds = [0, 1];
const PERCENT: Bounds = [0, 100];
/** A relative reduction may be negative (harm) but never remove more than every event. */
const REDUCTION: Bounds = [-1, 1];
const COST: Bounds = [0, 1_000_000];
const PRISON_YEARS: Bounds = [0, 50];
const MULTIPLIER: Bounds = [0, 10];
const DISCOUNT: Bounds = [0, 0.5];
const EARNINGS_SHARE: Bounds = [0, 5];

const SUPPORT_FIELDS = {
  relativeReduction: REDUCTION,
  completionRate: FRACTION,
  costPerParticipant: COST,
  completerEmploymentRate: PERCENT,
} as const;
const GLOBAL_FIELDS = {
  marginalCostShare: FRACTION,
  incarcerationCostMultiplier: MULTIPLIER,
  discountRate: DISCOUNT,
  baselineEmploymentRate: PERCENT,
  earningsShareOfMedianIncome: EARNINGS_SHARE,
  effectiveTaxRate: FRACTION,
} as const;
const DEFINITIONS: readonly RecidivismDefinition[] = [
  'rearrest',
  'reconviction',
  'return-to-prison',
];
const CONFIDENCE = ['high', 'medium', 'low'] as const;
const EFFECT_BASES = ['intent-to-treat', 'completers'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(field: string, problem: string, allowed: string): never {
  throw new SimulationInputError(field, `${field} ${problem}.`, allowed);
}

function requireRecord(value: unknown, field: string): Record<string, unknown> {
  if (!isRecord(value)) fail(field, 'is missing or not an object', 'an object');
  return value;
}

function requireText(record: Record<string, unknown>, key: string, field: string): void {
  const text = record[key];
  if (typeof text !== 'string' || text.trim() === '')
    fail(`${field}.${key}`, 'must be a non-empty string', 'a non-empty string');
}

function inBounds(value: unknown, [min, max]: Bounds): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

function checkParameter(value: unknown, field: string, bounds: Bounds): void {
  const parameter = requireRecord(value, field);
  const allowed = `a number from ${bounds[0]} to ${bounds[1]}`;
  for (const key of ['value', 'low', 'high'] as const) {
    if (key !== 'value' && parameter[key] === undefined) continue;
    if (!inBounds(parameter[key], bounds))
      fail(`${field}.${key}`, `must be ${allowed}; got ${JSON.stringify(parameter[key])}`, allowed);
  }
  const { value: point, low, high } = parameter;
  if (
    (typeof low === 'number' && low > Number(point)) ||
    (typeof high === 'number' && high < Number(point))
  )
    fail(`${field}.value`, 'must lie between low and high', 'low ≤ value ≤ high');
  requireText(parameter, 'unit', field);
  requireText(parameter, 'definition', field);
  if (!CONFIDENCE.some((known) => known === parameter.confidence))
    fail(`${field}.confidence`, 'is not a confidence level', CONFIDENCE.join(', '));
  validateSource(parameter.source, `${field}.source`);
}

function checkSupport(value: unknown, field: string): void {
  const support = requireRecord(value, field);
  for (const [key, bounds] of Object.entries(SUPPORT_FIELDS))
    checkParameter(support[key], `${field}.${key}`, bounds);
  if (!EFFECT_BASES.some((known) => known === support.effectBasis))
    fail(`${field}.effectBasis`, 'is not an effect basis', EFFECT_BASES.join(', '));
  const measured = support.effectMeasuredOn;
  if (
    !Array.isArray(measured) ||
    measured.length === 0 ||
    !measured.every((entry) => DEFINITIONS.some((known) => known === entry))
  ) {
    fail(
      `${field}.effectMeasuredOn`,
      'must list the definitions the effect was measured on',
      DEFINITIONS.join(', '),
    );
  }
}

/**
 * Checks a caller-supplied parameter set (e.g. an analyst's JSON file, in the shape `pathways-sim
 * params --format json` prints) field by field, with bounds that refuse absurd values.
 * Throws SimulationInputError naming the first bad field, prefixed `parameterSet.`.
 *
 * @example
 * validateParameterSet(JSON.parse(text)); // the set, or throws for 'parameterSet.discountRate.value'
 */
export function validateParameterSet(value: unknown): ParameterSet {
  const field = 'parameterSet';
  const set = requireRecord(value, field);
  for (const key of ['id', 'label', 'description']) requireText(set, key, field);
  const support = requireRecord(set.support, `${field}.support`);
  for (const option of supportTypes)
    checkSupport(support[option.value], `${field}.support.${option.value}`);
  const years = requireRecord(
    set.incarcerationYearsPerEvent,
    `${field}.incarcerationYearsPerEvent`,
  );
  for (const definition of DEFINITIONS)
    checkParameter(
      years[definition],
      `${field}.incarcerationYearsPerEvent.${definition}`,
      PRISON_YEARS,
    );
  for (const [key, bounds] of Object.entries(GLOBAL_FIELDS))
    checkParameter(set[key], `${field}.${key}`, bounds);
  if (
    set.version !== undefined &&
    (typeof set.version !== 'number' || !Number.isInteger(set.version) || set.version < 0)
  )
    fail(`${field}.version`, 'must be a whole number when given', 'an integer ≥ 0');
  if (set.notEvidence !== undefined && typeof set.notEvidence !== 'boolean')
    fail(`${field}.notEvidence`, 'must be true or false when given', 'true, false');
  // Every field the model reads was checked above.
  return value as ParameterSet;
}
