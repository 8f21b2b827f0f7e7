export { runSimulation } from './run-simulation.js';
export { SimulationInputError } from './simulation-input-error.js';
export { listCities } from './list-cities.js';
export { getCity } from './get-city.js';
export { replications } from './replications/index.js';
export { describeParameterSet, type ParameterSetDocument } from './describe-parameter-set.js';
export { reproduceCommand, type ReproducibleRun } from './reproduce-command.js';
export { parameterSets, defaultParameterSetId } from './parameter-sets/index.js';
export { supportTypes, type SupportTypeOption } from './support-types.js';
export { toCsv } from './to-csv.js';
export { YEAR_FIELDS, yearColumns, yearRows, type YearColumns } from './year-columns.js';
export {
  homeTeaserScenario,
  type NamedScenario,
  type TeaserScenario,
} from './home-teaser-scenario.js';
export {
  DEFAULT_DRAWS,
  DEFAULT_PARAMETER_SET_ID,
  DEFAULT_PARTICIPANTS,
  DEFAULT_SEED,
  DEFAULT_TIMEFRAME_YEARS,
  MAX_DRAWS,
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
  SLIDER_MAX_PARTICIPANTS,
  SLIDER_MIN_PARTICIPANTS,
  SLIDER_STEP_PARTICIPANTS,
  timeframeOptions,
} from './limits.js';
export type {
  City,
  CitySources,
  CityNumericField,
  Confidence,
  CustomCity,
  EffectBasis,
  Parameter,
  ParameterSet,
  RecidivismDefinition,
  Source,
  SupportParameters,
  SupportType,
} from './types.js';
export type {
  BreakEven,
  Interval,
  ParameterUsed,
  SimulationBreakdown,
  SimulationInput,
  SimulationOptions,
  SimulationResult,
  SimulationWarning,
  Uncertainty,
  YearResult,
} from './simulation-types.js';
