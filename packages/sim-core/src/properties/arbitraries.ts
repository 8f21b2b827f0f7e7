import fc from 'fast-check';
import { listCities } from '../list-cities.js';
import {
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
} from '../limits.js';
import { parameterSets } from '../parameter-sets/index.js';
import type { SimulationInput } from '../simulation-types.js';
import { supportTypes } from '../support-types.js';
import type { CustomCity, RecidivismDefinition } from '../types.js';

const MAX_SEED = 4_294_967_295;
const MAX_COST = 150_000;
const MIN_COST = 1_000;
const MAX_INCOME = 250_000;
const MAX_POPULATION = 40_000_000;
const MAX_RELEASES = 1_000_000;
const FIRST_COHORT = 1990;
const LAST_COHORT = 2030;
const DEFINITIONS: readonly RecidivismDefinition[] = [
  'rearrest',
  'reconviction',
  'return-to-prison',
];

const percent = fc.double({ min: 0, max: 100, noNaN: true });

/** A caller-supplied city anywhere in the valid ranges. */
export const customCity: fc.Arbitrary<CustomCity> = fc.record({
  id: fc.constant('custom'),
  name: fc.constant('Custom'),
  state: fc.constant('IA'),
  population: fc.integer({ min: 0, max: MAX_POPULATION }),
  annualReleases: fc.integer({ min: 0, max: MAX_RELEASES }),
  baselineRecidivismRate: percent,
  recidivismDefinition: fc.constantFrom(...DEFINITIONS),
  recidivismWindowYears: fc.integer({ min: MIN_TIMEFRAME_YEARS, max: MAX_TIMEFRAME_YEARS }),
  cohortYear: fc.integer({ min: FIRST_COHORT, max: LAST_COHORT }),
  averageCostPerIncarceration: fc.double({ min: MIN_COST, max: MAX_COST, noNaN: true }),
  currentEmploymentRate: percent,
  medianIncome: fc.double({ min: 0, max: MAX_INCOME, noNaN: true }),
});

/** Any valid input: a built-in or custom city, any support type, parameter set, size, horizon and seed. */
export const simulationInput: fc.Arbitrary<SimulationInput> = fc
  .record({
    place: fc.oneof(
      fc.constantFrom(...listCities().map((city) => city.id)).map((cityId) => ({ cityId })),
      customCity.map((city) => ({ city })),
    ),
    supportType: fc.constantFrom(...supportTypes.map((option) => option.value)),
    participantCount: fc.integer({ min: MIN_PARTICIPANTS, max: MAX_PARTICIPANTS }),
    timeframe: fc.integer({ min: MIN_TIMEFRAME_YEARS, max: MAX_TIMEFRAME_YEARS }),
    parameterSetId: fc.constantFrom(...Object.keys(parameterSets)),
    seed: fc.integer({ min: 0, max: MAX_SEED }),
  })
  .map(({ place, ...rest }) => ({ ...place, ...rest }));
