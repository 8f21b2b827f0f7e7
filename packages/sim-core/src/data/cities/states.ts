import type { City, Source } from '../../types.js';
import { stateCity } from './state-row.js';

/*
 * Statewide rows. Each state measures recidivism its own way; the definition, window and cohort are
 * recorded with the rate and the model never compares or mixes them. Rates were entered from the
 * named state reports as recalled (no network access while building): re-verify before publishing.
 */

const RECALLED = 'Value as recalled from this publication; re-verify the exact figure and cohort.';

function study(publisher: string, title: string, year: number, note: string = RECALLED): Source {
  return { publisher, title, year, note };
}

// Data rows: every number is cited by stateCity() or by the row's recidivismSource.
export const stateCities: readonly City[] = [
  stateCity({
    id: 'delaware', name: 'Delaware', population: 989_948, annualReleases: 2_400,
    baselineRecidivismRate: 64, recidivismDefinition: 'rearrest', recidivismWindowYears: 3, cohortYear: 2014,
    recidivismSource: study(
      'Delaware Criminal Justice Council, Statistical Analysis Center',
      'Recidivism in Delaware: an analysis of prisoners released (3-year follow-up)',
      2018,
      'The 64% quoted in the Pathways impact report. Recorded as 3-year rearrest, the SAC headline measure; the report does not state its definition, so confirm it against the SAC study before citing.',
    ),
    averageCostPerIncarceration: 39_000, currentEmploymentRate: 59, medianIncome: 79_300,
  }),
  stateCity({
    id: 'rhode-island', name: 'Rhode Island', population: 1_097_379, annualReleases: 2_700,
    baselineRecidivismRate: 49, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2018,
    recidivismSource: study(
      'Rhode Island Department of Corrections, Planning and Research Unit',
      'Recidivism Study: three-year reincarceration of sentenced releases',
      2022,
      'The 49% quoted in the Pathways impact report; RIDOC counts a return to RIDOC custody within 36 months. Cohort year as recalled; re-verify.',
    ),
    averageCostPerIncarceration: 58_600, currentEmploymentRate: 62, medianIncome: 81_400,
  }),
  stateCity({
    id: 'minnesota', name: 'Minnesota', population: 5_706_494, annualReleases: 7_300,
    baselineRecidivismRate: 37, recidivismDefinition: 'reconviction', recidivismWindowYears: 3, cohortYear: 2019,
    recidivismSource: study('Minnesota Department of Corrections', 'Adult Prison Recidivism Report (3-year felony reconviction)', 2023),
    averageCostPerIncarceration: 41_400, currentEmploymentRate: 67, medianIncome: 84_300,
  }),
  stateCity({
    id: 'wisconsin', name: 'Wisconsin', population: 5_893_718, annualReleases: 9_000,
    baselineRecidivismRate: 32, recidivismDefinition: 'reconviction', recidivismWindowYears: 3, cohortYear: 2018,
    recidivismSource: study('Wisconsin Department of Corrections', 'Recidivism After Release from Prison (3-year reconviction)', 2022),
    averageCostPerIncarceration: 37_900, currentEmploymentRate: 64, medianIncome: 72_500,
  }),
  stateCity({
    id: 'illinois', name: 'Illinois', population: 12_812_508, annualReleases: 26_000,
    baselineRecidivismRate: 41, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2017,
    recidivismSource: study('Illinois Sentencing Policy Advisory Council', 'Illinois Results First: three-year recidivism (return to IDOC)', 2020),
    averageCostPerIncarceration: 33_500, currentEmploymentRate: 61, medianIncome: 78_400,
  }),
  stateCity({
    id: 'nebraska', name: 'Nebraska', population: 1_961_504, annualReleases: 2_600,
    baselineRecidivismRate: 30.5, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2018,
    recidivismSource: study('Nebraska Department of Correctional Services', 'Annual Report: three-year recidivism rate', 2022),
    averageCostPerIncarceration: 38_300, currentEmploymentRate: 68, medianIncome: 71_700,
  }),
  stateCity({
    id: 'missouri', name: 'Missouri', population: 6_154_913, annualReleases: 18_000,
    baselineRecidivismRate: 43, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 2, cohortYear: 2019,
    recidivismSource: study('Missouri Department of Corrections', 'Profile of the Institutional and Supervised Offender Population: 2-year recidivism (return to prison)', 2021),
    averageCostPerIncarceration: 22_400, currentEmploymentRate: 61, medianIncome: 65_900,
  }),
  stateCity({
    id: 'colorado', name: 'Colorado', population: 5_773_714, annualReleases: 10_000,
    baselineRecidivismRate: 50, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2017,
    recidivismSource: study('Colorado Department of Corrections', 'Statistical Report: three-year return-to-prison rate', 2021),
    averageCostPerIncarceration: 39_300, currentEmploymentRate: 66, medianIncome: 87_600,
  }),
  stateCity({
    id: 'california', name: 'California', population: 39_538_223, annualReleases: 35_000,
    baselineRecidivismRate: 44.6, recidivismDefinition: 'reconviction', recidivismWindowYears: 3, cohortYear: 2016,
    recidivismSource: study('California Department of Corrections and Rehabilitation', 'Recidivism Report for Offenders Released in Fiscal Year 2015-16 (3-year conviction rate)', 2021),
    averageCostPerIncarceration: 64_600, currentEmploymentRate: 60, medianIncome: 91_900,
  }),
  stateCity({
    id: 'new-york', name: 'New York', population: 20_201_249, annualReleases: 19_000,
    baselineRecidivismRate: 43, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2016,
    recidivismSource: study('New York State Department of Corrections and Community Supervision', '2016 Releases: Three-Year Post-Release Follow-Up', 2020),
    averageCostPerIncarceration: 69_400, currentEmploymentRate: 59, medianIncome: 81_400,
  }),
  stateCity({
    id: 'texas', name: 'Texas', population: 29_145_505, annualReleases: 62_000,
    baselineRecidivismRate: 20, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2017,
    recidivismSource: study('Texas Legislative Budget Board', 'Statewide Criminal and Juvenile Justice Recidivism and Revocation Rates (3-year reincarceration)', 2021),
    averageCostPerIncarceration: 22_000, currentEmploymentRate: 62, medianIncome: 73_000,
  }),
  stateCity({
    id: 'florida', name: 'Florida', population: 21_538_187, annualReleases: 27_000,
    baselineRecidivismRate: 24.5, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2017,
    recidivismSource: study('Florida Department of Corrections', 'Recidivism Report: three-year return to prison', 2021),
    averageCostPerIncarceration: 20_800, currentEmploymentRate: 57, medianIncome: 67_900,
  }),
  stateCity({
    id: 'georgia', name: 'Georgia', population: 10_711_908, annualReleases: 18_000,
    baselineRecidivismRate: 27, recidivismDefinition: 'reconviction', recidivismWindowYears: 3, cohortYear: 2016,
    recidivismSource: study('Georgia Department of Corrections', 'Three-year felony reconviction rate (Operations, Planning and Training Division)', 2020),
    averageCostPerIncarceration: 20_000, currentEmploymentRate: 61, medianIncome: 71_400,
  }),
  stateCity({
    id: 'ohio', name: 'Ohio', population: 11_799_448, annualReleases: 20_000,
    baselineRecidivismRate: 31.2, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2018,
    recidivismSource: study('Ohio Department of Rehabilitation and Correction', 'Recidivism report: three-year return to ODRC', 2022),
    averageCostPerIncarceration: 25_800, currentEmploymentRate: 60, medianIncome: 67_000,
  }),
  stateCity({
    id: 'michigan', name: 'Michigan', population: 10_077_331, annualReleases: 9_500,
    baselineRecidivismRate: 23.6, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2018,
    recidivismSource: study('Michigan Department of Corrections', 'Three-year recidivism rate (return to prison), 2018 parole cohort', 2022),
    averageCostPerIncarceration: 35_800, currentEmploymentRate: 59, medianIncome: 68_500,
  }),
  stateCity({
    id: 'pennsylvania', name: 'Pennsylvania', population: 13_002_700, annualReleases: 19_000,
    baselineRecidivismRate: 38, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2015,
    recidivismSource: study('Pennsylvania Department of Corrections', 'Recidivism Report: three-year reincarceration rate', 2020),
    averageCostPerIncarceration: 42_700, currentEmploymentRate: 60, medianIncome: 73_200,
  }),
  stateCity({
    id: 'washington', name: 'Washington', population: 7_705_281, annualReleases: 7_500,
    baselineRecidivismRate: 33, recidivismDefinition: 'reconviction', recidivismWindowYears: 3, cohortYear: 2016,
    recidivismSource: study('Washington State Caseload Forecast Council', 'Recidivism of adult felony offenders: three-year felony reconviction', 2020),
    averageCostPerIncarceration: 46_900, currentEmploymentRate: 62, medianIncome: 90_300,
  }),
  stateCity({
    id: 'oregon', name: 'Oregon', population: 4_237_256, annualReleases: 4_600,
    baselineRecidivismRate: 27, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2018,
    recidivismSource: study('Oregon Criminal Justice Commission', 'Statewide recidivism report: three-year reincarceration of prison releases', 2022),
    averageCostPerIncarceration: 44_000, currentEmploymentRate: 60, medianIncome: 76_600,
  }),
  stateCity({
    id: 'north-carolina', name: 'North Carolina', population: 10_439_388, annualReleases: 22_000,
    baselineRecidivismRate: 41, recidivismDefinition: 'rearrest', recidivismWindowYears: 2, cohortYear: 2019,
    recidivismSource: study('North Carolina Sentencing and Policy Advisory Commission', 'Correctional Program Evaluation: two-year rearrest of prison releases', 2022),
    averageCostPerIncarceration: 31_300, currentEmploymentRate: 59, medianIncome: 66_200,
  }),
  stateCity({
    id: 'virginia', name: 'Virginia', population: 8_631_393, annualReleases: 11_000,
    baselineRecidivismRate: 23.1, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2017,
    recidivismSource: study('Virginia Department of Corrections', 'State Responsible Recidivism: three-year reincarceration', 2021),
    averageCostPerIncarceration: 31_000, currentEmploymentRate: 62, medianIncome: 87_200,
  }),
  stateCity({
    id: 'massachusetts', name: 'Massachusetts', population: 7_029_917, annualReleases: 2_000,
    baselineRecidivismRate: 32, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2016,
    recidivismSource: study('Massachusetts Department of Correction', 'Three-Year Recidivism Rates: 2016 Release Cohort (reincarceration)', 2020),
    averageCostPerIncarceration: 55_200, currentEmploymentRate: 64, medianIncome: 96_500,
  }),
  stateCity({
    id: 'indiana', name: 'Indiana', population: 6_785_528, annualReleases: 15_000,
    baselineRecidivismRate: 33.5, recidivismDefinition: 'return-to-prison', recidivismWindowYears: 3, cohortYear: 2019,
    recidivismSource: study('Indiana Department of Correction', 'Adult Recidivism Rates: three-year return to IDOC', 2023),
    averageCostPerIncarceration: 21_400, currentEmploymentRate: 62, medianIncome: 67_200,
  }),
];
