import { recidivismTimingSource } from '../data/recidivism-timing.js';
import type { ParameterUsed } from '../simulation-types.js';
import { MAX_TIMEFRAME_YEARS } from '../limits.js';
import type {
  City,
  CityNumericField,
  CustomCity,
  Parameter,
  ParameterSet,
  RecidivismDefinition,
  Source,
  SupportType,
} from '../types.js';
import { timingAt } from './timing-at.js';

const CALLER_SUPPLIED: Source = {
  publisher: 'Caller-supplied city data',
  title: 'Custom city passed to runSimulation (no source given)',
  year: 0,
};

/** Which city fields the calculation reads, with their units and meaning. */
const CITY_FIELDS: readonly { field: CityNumericField; unit: string; definition: string }[] = [
  {
    field: 'baselineRecidivismRate',
    unit: 'percent',
    definition:
      "Share of a release cohort that recidivates within the window, in the city's definition.",
  },
  {
    field: 'recidivismWindowYears',
    unit: 'years',
    definition: 'Follow-up window of the baseline rate.',
  },
  {
    field: 'cohortYear',
    unit: 'year',
    definition: 'Release year of the cohort the baseline rate was measured on.',
  },
  {
    field: 'averageCostPerIncarceration',
    unit: 'USD per prison-year',
    definition: 'Average cost of holding one person in prison for a year.',
  },
  {
    field: 'medianIncome',
    unit: 'USD per year',
    definition: "Median household income, the base of participants' earnings.",
  },
];

function fromParameter(id: string, parameter: Parameter): ParameterUsed {
  return { id, ...parameter, year: parameter.source.year };
}

function fromCity(
  city: City | CustomCity,
  field: CityNumericField,
  unit: string,
  definition: string,
): ParameterUsed {
  const source = city.sources?.[field] ?? { ...CALLER_SUPPLIED, year: city.cohortYear };
  return { id: `city.${field}`, value: city[field], unit, definition, source, year: source.year };
}

function fromTiming(year: number): ParameterUsed {
  return {
    id: `timing.cumulativeRearrestByYear${year}`,
    value: timingAt(year),
    unit: 'percent',
    definition: `Share of the national 2005 release cohort rearrested by the end of year ${year}; used only for the timing curve.`,
    source: recidivismTimingSource,
    year: recidivismTimingSource.year,
  };
}

const TIMING_ENTRIES: readonly ParameterUsed[] = Array.from(
  { length: MAX_TIMEFRAME_YEARS },
  (_, index) => Object.freeze(fromTiming(index + 1)),
);

// Runs are point calls on every API request, so the entries of built-in data are built once and shared
// (frozen, so one caller cannot alter another's audit trail).
const cityCache = new WeakMap<City | CustomCity, readonly ParameterUsed[]>();
const setCache = new WeakMap<ParameterSet, Map<string, readonly ParameterUsed[]>>();

function cityEntries(city: City | CustomCity): readonly ParameterUsed[] {
  let entries = cityCache.get(city);
  if (entries === undefined) {
    entries = CITY_FIELDS.map(({ field, unit, definition }) =>
      Object.freeze(fromCity(city, field, unit, definition)),
    );
    cityCache.set(city, entries);
  }
  return entries;
}

function setEntries(
  set: ParameterSet,
  supportType: SupportType,
  definition: RecidivismDefinition,
): readonly ParameterUsed[] {
  let bySupport = setCache.get(set);
  if (bySupport === undefined) {
    bySupport = new Map();
    setCache.set(set, bySupport);
  }
  const key = `${supportType}|${definition}`;
  let entries = bySupport.get(key);
  if (entries === undefined) {
    const support = set.support[supportType];
    const prefix = `support.${supportType}`;
    entries = [
      fromParameter(`${prefix}.relativeReduction`, support.relativeReduction),
      fromParameter(`${prefix}.completionRate`, support.completionRate),
      fromParameter(`${prefix}.costPerParticipant`, support.costPerParticipant),
      fromParameter(`${prefix}.completerEmploymentRate`, support.completerEmploymentRate),
      fromParameter(
        `incarcerationYearsPerEvent.${definition}`,
        set.incarcerationYearsPerEvent[definition],
      ),
      fromParameter('marginalCostShare', set.marginalCostShare),
      fromParameter('incarcerationCostMultiplier', set.incarcerationCostMultiplier),
      fromParameter('discountRate', set.discountRate),
      fromParameter('baselineEmploymentRate', set.baselineEmploymentRate),
      fromParameter('earningsShareOfMedianIncome', set.earningsShareOfMedianIncome),
      fromParameter('effectiveTaxRate', set.effectiveTaxRate),
    ].map((entry) => Object.freeze(entry));
    bySupport.set(key, entries);
  }
  return entries;
}

/**
 * Every number one calculation used, each with its unit, meaning, source and year — the audit trail.
 * Timing entries cover every year of the horizon (the yearly series reads each) and the city's window.
 *
 * @example
 * collectParameters(getCity('iowa'), conservative, 'training', 5).map((p) => p.id);
 * // ['city.baselineRecidivismRate', …, 'timing.cumulativeRearrestByYear5', 'support.training.relativeReduction', …]
 */
export function collectParameters(
  city: City | CustomCity,
  set: ParameterSet,
  supportType: SupportType,
  timeframe: number,
): ParameterUsed[] {
  const window = city.recidivismWindowYears;
  const timing = TIMING_ENTRIES.filter((_, index) => index < timeframe || index === window - 1);
  return [
    ...cityEntries(city),
    ...timing,
    ...setEntries(set, supportType, city.recidivismDefinition),
  ];
}
