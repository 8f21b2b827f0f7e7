import type { City, Source } from '../../types.js';
import {
  ACS_2022_EMPLOYMENT,
  ACS_2022_INCOME,
  BJS_PRISONERS_2019,
  CENSUS_2020,
  IOWA_DOC_RECIDIVISM,
  VERA_PRICE_OF_PRISONS,
  derivedFrom,
} from '../sources.js';

/*
 * Iowa and its cities. Iowa DOC publishes recidivism and releases statewide only, so each city row
 * applies the statewide rate and cost, and takes a population share of statewide releases.
 * That share ignores that some counties (Black Hawk among them) send more people to prison per
 * resident than others, so city release counts are likely understated; the notes say so.
 */

const IOWA_POPULATION = 3_190_369;
const IOWA_ANNUAL_RELEASES = 5_000;
const IOWA_RECIDIVISM_RATE = 32.8;
const IOWA_COHORT_YEAR = 2022;
const IOWA_WINDOW_YEARS = 3;
const IOWA_COST_PER_PRISON_YEAR = 32_900;

const iowaReleases: Source = derivedFrom(
  BJS_PRISONERS_2019,
  'Iowa sentenced releases, about 5,000 a year (rounded).',
);
const statewideRecidivism: Source = derivedFrom(
  IOWA_DOC_RECIDIVISM,
  'No city-level rate is published: the Iowa statewide 3-year return-to-prison rate (FY2022 release cohort, 32.8%) is applied.',
);
const statewideCost: Source = derivedFrom(
  VERA_PRICE_OF_PRISONS,
  'Iowa per-person annual prison cost, about $32,900 (FY2015); prisons are state-run, so the statewide figure applies.',
);

function releasesShare(cityName: string, population: number, releases: number): Source {
  return derivedFrom(
    BJS_PRISONERS_2019,
    `Derived: Iowa releases (${IOWA_ANNUAL_RELEASES}) × ${cityName} population (${population}) ÷ Iowa population (${IOWA_POPULATION}) = ${releases} (rounded). A population share; likely understates places with above-average commitment rates.`,
  );
}

function iowaCity(
  id: string,
  name: string,
  population: number,
  annualReleases: number,
  currentEmploymentRate: number,
  medianIncome: number,
): City {
  return {
    id,
    name,
    label: `${name}, IA`,
    state: 'IA',
    population,
    annualReleases,
    baselineRecidivismRate: IOWA_RECIDIVISM_RATE,
    recidivismDefinition: 'return-to-prison',
    recidivismWindowYears: IOWA_WINDOW_YEARS,
    cohortYear: IOWA_COHORT_YEAR,
    averageCostPerIncarceration: IOWA_COST_PER_PRISON_YEAR,
    currentEmploymentRate,
    medianIncome,
    sources: {
      population: CENSUS_2020,
      annualReleases: releasesShare(name, population, annualReleases),
      baselineRecidivismRate: statewideRecidivism,
      recidivismWindowYears: statewideRecidivism,
      cohortYear: statewideRecidivism,
      averageCostPerIncarceration: statewideCost,
      currentEmploymentRate: ACS_2022_EMPLOYMENT,
      medianIncome: ACS_2022_INCOME,
    },
  };
}

// Data rows: every number is cited in the row's sources.
export const iowaCities: readonly City[] = [
  iowaCity('waterloo-ia', 'Waterloo', 67_314, 106, 63, 53_900),
  iowaCity('cedar-falls-ia', 'Cedar Falls', 40_713, 64, 63, 64_600),
  {
    id: 'iowa',
    name: 'Iowa (statewide)',
    label: 'Iowa (statewide)',
    state: 'IA',
    population: IOWA_POPULATION,
    annualReleases: IOWA_ANNUAL_RELEASES,
    baselineRecidivismRate: IOWA_RECIDIVISM_RATE,
    recidivismDefinition: 'return-to-prison',
    recidivismWindowYears: IOWA_WINDOW_YEARS,
    cohortYear: IOWA_COHORT_YEAR,
    averageCostPerIncarceration: IOWA_COST_PER_PRISON_YEAR,
    currentEmploymentRate: 65,
    medianIncome: 70_600,
    sources: {
      population: CENSUS_2020,
      annualReleases: iowaReleases,
      baselineRecidivismRate: IOWA_DOC_RECIDIVISM,
      recidivismWindowYears: IOWA_DOC_RECIDIVISM,
      cohortYear: IOWA_DOC_RECIDIVISM,
      averageCostPerIncarceration: statewideCost,
      currentEmploymentRate: ACS_2022_EMPLOYMENT,
      medianIncome: ACS_2022_INCOME,
    },
  },
  iowaCity('des-moines-ia', 'Des Moines', 214_133, 336, 66, 62_100),
  iowaCity('cedar-rapids-ia', 'Cedar Rapids', 137_710, 216, 66, 67_800),
  iowaCity('davenport-ia', 'Davenport', 101_724, 159, 63, 60_400),
  iowaCity('dubuque-ia', 'Dubuque', 59_667, 94, 64, 62_600),
];
