import { z } from './zod.js';
import { defineContract } from './contract/define-contract.js';
import { storableString } from './fields.js';
import { oneOf, valuesOf } from './option.js';
import { supportTypeOptions } from './options.js';
import {
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
} from '@pathways/sim-core/limits';

/**
 * The model's limits (spec §9) have one home, sim-core, which refuses anything outside them; the
 * API's schema says the same in its field messages. The web slider is narrower (100–5,000 in 50s).
 */
export { MAX_PARTICIPANTS, MAX_TIMEFRAME_YEARS, MIN_PARTICIPANTS, MIN_TIMEFRAME_YEARS };

/** Longer than any place id sim-core will ever have; only bounds what a caller can make us hold. */
export const MAX_CITY_ID_LENGTH = 100;

const participantsMessage = `Participants must be a whole number from ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS.toLocaleString('en-US')}`;
const timeframeMessage = `Timeframe must be a whole number of years from ${MIN_TIMEFRAME_YEARS} to ${MAX_TIMEFRAME_YEARS}`;

export const simulationRunSchema = z.object({
  cityId: storableString('Please choose a city')
    .trim()
    .min(1, { error: 'Please choose a city' })
    .max(MAX_CITY_ID_LENGTH),
  supportType: oneOf(supportTypeOptions, 'Please choose a support type'),
  participantCount: z
    .number({ error: participantsMessage })
    .int({ error: participantsMessage })
    .min(MIN_PARTICIPANTS, { error: participantsMessage })
    .max(MAX_PARTICIPANTS, { error: participantsMessage }),
  timeframe: z
    .number({ error: timeframeMessage })
    .int({ error: timeframeMessage })
    .min(MIN_TIMEFRAME_YEARS, { error: timeframeMessage })
    .max(MAX_TIMEFRAME_YEARS, { error: timeframeMessage }),
});
export type SimulationRunInput = z.infer<typeof simulationRunSchema>;

const recidivismDefinitionSchema = z.enum(['rearrest', 'reconviction', 'return-to-prison']);

/**
 * A place as GET /api/simulation/cities returns it (spec §3 "Simulation"), from sim-core, the single
 * source of place data. `unverifiedFields` names the figures not yet checked against their source.
 */
export const simulationCitySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Written once: "Waterloo, IA", "Iowa (statewide)", "California". */
  label: z.string(),
  state: z.string(),
  recidivismDefinition: recidivismDefinitionSchema,
  recidivismWindowYears: z.number(),
  cohortYear: z.number(),
  unverifiedFields: z.array(z.string()),
  population: z.number(),
  annualReleases: z.number(),
  /** Percent. */
  baselineRecidivismRate: z.number(),
  averageCostPerIncarceration: z.number(),
  currentEmploymentRate: z.number(),
  medianIncome: z.number(),
});
export type SimulationCity = z.infer<typeof simulationCitySchema>;

const confidenceSchema = z.enum(['high', 'medium', 'low']);
const intervalSchema = z.object({ low: z.number(), median: z.number(), high: z.number() });
const sourceSchema = z.object({
  publisher: z.string(),
  title: z.string(),
  year: z.number(),
  url: z.string().optional(),
  note: z.string().optional(),
  /** Why the figure is not yet checked against this publication; shown wherever it is used. */
  unverified: z.string().optional(),
});

const warningSchema = z.object({
  code: z.enum([
    'participants-exceed-releases',
    'effect-definition-differs',
    'unverified-figures',
    'not-evidence',
  ]),
  message: z.string(),
  parameterIds: z.array(z.string()).optional(),
});

/** One figure a run can use, with its unit, meaning and source (sim-core's `ParameterUsed`). */
export const simulationParameterSchema = z.object({
  id: z.string(),
  value: z.number(),
  unit: z.string(),
  definition: z.string(),
  source: sourceSchema,
  year: z.number(),
  low: z.number().optional(),
  high: z.number().optional(),
  confidence: confidenceSchema.optional(),
});
export type SimulationParameter = z.infer<typeof simulationParameterSchema>;

/** GET /api/simulation/parameter-sets/:id: everything a run under the set can cite (sim-core's `describeParameterSet`). */
export const simulationParameterSetSchema = z.object({
  id: z.string(),
  version: z.number(),
  label: z.string(),
  description: z.string(),
  notEvidence: z.boolean(),
  entries: z.record(z.string(), simulationParameterSchema),
  places: z.record(z.string(), z.record(z.string(), simulationParameterSchema)),
});
export type SimulationParameterSet = z.infer<typeof simulationParameterSetSchema>;

export const parameterSetParamsSchema = z.object({
  id: z.string().trim().min(1).max(100),
});
export const parameterSetQuerySchema = z.object({
  /** The version a client cites; when it matches, the answer may be cached for a year. */
  v: z.coerce.number().int().min(0).optional(),
});

const yearColumn = z.array(z.number());

/**
 * The year-by-year figures as columns, one array per field, index 0 = year 1: each field is named
 * once rather than once per year, which keeps a 10-year answer under 4 KB (issue 17). sim-core's
 * `yearColumns` and `yearRows` convert (the web reads rows without loading this package).
 */
export const yearlySeriesSchema = z.object({
  year: yearColumn,
  baselineCumulativeRate: yearColumn,
  recidivistsAvoided: yearColumn,
  cumulativeRecidivistsAvoided: yearColumn,
  discountFactor: yearColumn,
  publicCostSavings: yearColumn,
  cumulativePublicCostSavings: yearColumn,
  cumulativeNetBenefit: yearColumn,
});
export type YearlySeries = z.infer<typeof yearlySeriesSchema>;

/** sim-core's result for one run (its `SimulationResult`), as POST /api/simulation/run answers it. */
export const simulationResultSchema = z.object({
  input: z.object({
    cityId: z.string(),
    supportType: z.enum(valuesOf(supportTypeOptions)),
    participantCount: z.number(),
    timeframe: z.number(),
    parameterSetId: z.string(),
    seed: z.number(),
    draws: z.number(),
  }),
  city: z.object({
    id: z.string(),
    name: z.string(),
    label: z.string(),
    state: z.string(),
    recidivismDefinition: recidivismDefinitionSchema,
    recidivismWindowYears: z.number(),
    cohortYear: z.number(),
  }),
  parameterSet: z.object({ id: z.string(), label: z.string(), version: z.number() }),
  effectBasis: z.enum(['intent-to-treat', 'completers']),
  recidivismReduction: z.number(),
  publicCostSavings: z.number(),
  roiPercentage: z.number(),
  breakdown: z.object({
    participantsServed: z.number(),
    recidivistsAvoided: z.number(),
    programCost: z.number(),
    costSavingsPerPerson: z.number(),
    successfulParticipants: z.number(),
    programSuccessRate: z.number(),
  }),
  employmentRate: z.number(),
  jobsCreated: z.number(),
  roiPerDollar: z.number(),
  taxpayerContribution: z.number(),
  costPerParticipant: z.number(),
  netBenefit: z.number(),
  confidence: confidenceSchema,
  breakEven: z.object({
    valuePerAvoidedRecidivism: z.number(),
    recidivistsAvoidedNeeded: z.number(),
    successRate: z.number(),
    relativeReductionNeeded: z.number().nullable(),
  }),
  yearly: yearlySeriesSchema,
  uncertainty: z
    .object({
      draws: z.number(),
      seed: z.number(),
      level: z.number(),
      recidivismReduction: intervalSchema,
      publicCostSavings: intervalSchema,
      programCost: intervalSchema,
      netBenefit: intervalSchema,
      roiPercentage: intervalSchema,
      probabilityBenefitsExceedCosts: z.number(),
    })
    .nullable(),
  warnings: z.array(warningSchema),
  /**
   * The value of each figure used. Units, definitions and sources are the parameter set's audit
   * document (GET /api/simulation/parameter-sets/:id), immutable per `parameterSet.version`.
   */
  parameters: z.array(z.object({ id: z.string(), value: z.number() })),
});
export type SimulationRunResult = z.infer<typeof simulationResultSchema>;

export const simulationContract = defineContract({
  'GET /api/simulation/cities': {
    access: 'public',
    summary: 'The places the simulator can model',
    tag: 'simulation',
    response: { 200: z.array(simulationCitySchema) },
  },
  'POST /api/simulation/run': {
    access: 'public',
    summary: 'Run the Economic Impact Simulator for one place and program',
    tag: 'simulation',
    body: simulationRunSchema,
    response: { 200: simulationResultSchema },
    errors: [400, 404],
  },
  'GET /api/simulation/parameter-sets/:id': {
    access: 'public',
    summary: 'The units, definitions and sources of every figure a parameter set can use',
    description:
      'Immutable per version: a strong ETag, and a year-long max-age when `v` names the current version.',
    tag: 'simulation',
    params: parameterSetParamsSchema,
    querystring: parameterSetQuerySchema,
    response: { 200: simulationParameterSetSchema },
    errors: [404],
  },
});
