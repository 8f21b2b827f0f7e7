import { recidivismTimingSource } from '../data/recidivism-timing.js';
import type { ParameterUsed } from '../simulation-types.js';
import type { City, CityNumericField, CustomCity, Parameter, ParameterSet, Source, SupportType } from '../types.js';
import { timingAt } from './baseline-cumulative-rate.js';

const CALLER_SUPPLIED: Source = {
  publisher: 'Caller-supplied city data',
  title: 'Custom city passed to runSimulation (no source given)',
  year: 0,
};

/** Which city fields the calculation reads, with their units and meaning. */
const CITY_FIELDS: readonly { field: CityNumericField; unit: string; definition: string }[] = [
  { field: 'baselineRecidivismRate', unit: 'percent', definition: 'Share of a release cohort that recidivates within the window, in the city\'s definition.' },
  { field: 'recidivismWindowYears', unit: 'years', definition: 'Follow-up window of the baseline rate.' },
  { field: 'cohortYear', unit: 'year', definition: 'Release year of the cohort the baseline rate was measured on.' },
  { field: 'averageCostPerIncarceration', unit: 'USD per prison-year', definition: 'Average cost of holding one person in prison for a year.' },
  { field: 'medianIncome', unit: 'USD per year', definition: 'Median household income, the base of participants\' earnings.' },
];

function fromParameter(id: string, parameter: Parameter): ParameterUsed {
  return { id, ...parameter, year: parameter.source.year };
}

function fromCity(city: City | CustomCity, field: CityNumericField, unit: string, definition: string): ParameterUsed {
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

/**
 * Every number one calculation used, each with its unit, meaning, source and year — the audit trail.
 *
 * @example
 * collectParameters(getCity('iowa'), conservative, 'training', 5).map((p) => p.id);
 * // ['city.baselineRecidivismRate', …, 'support.training.relativeReduction', …]
 */
export function collectParameters(
  city: City | CustomCity,
  set: ParameterSet,
  supportType: SupportType,
  timeframe: number,
): ParameterUsed[] {
  const support = set.support[supportType];
  const prefix = `support.${supportType}`;
  // The yearly series reads the curve at every year of the horizon, and at the window to rescale it.
  const timingYears = Array.from({ length: Math.max(timeframe, city.recidivismWindowYears) }, (_, index) => index + 1).filter(
    (year) => year <= timeframe || year === city.recidivismWindowYears,
  );
  return [
    ...CITY_FIELDS.map(({ field, unit, definition }) => fromCity(city, field, unit, definition)),
    ...timingYears.map(fromTiming),
    fromParameter(`${prefix}.relativeReduction`, support.relativeReduction),
    fromParameter(`${prefix}.completionRate`, support.completionRate),
    fromParameter(`${prefix}.costPerParticipant`, support.costPerParticipant),
    fromParameter(`${prefix}.completerEmploymentRate`, support.completerEmploymentRate),
    fromParameter(`incarcerationYearsPerEvent.${city.recidivismDefinition}`, set.incarcerationYearsPerEvent[city.recidivismDefinition]),
    fromParameter('marginalCostShare', set.marginalCostShare),
    fromParameter('incarcerationCostMultiplier', set.incarcerationCostMultiplier),
    fromParameter('discountRate', set.discountRate),
    fromParameter('baselineEmploymentRate', set.baselineEmploymentRate),
    fromParameter('earningsShareOfMedianIncome', set.earningsShareOfMedianIncome),
    fromParameter('effectiveTaxRate', set.effectiveTaxRate),
  ];
}
