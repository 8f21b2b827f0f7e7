/** Smallest cohort the model accepts (the API's input schema, spec §9). */
export const MIN_PARTICIPANTS = 100;
/** Largest cohort the model accepts (the API's input schema, spec §9). */
export const MAX_PARTICIPANTS = 10_000;

/** The simulator slider is narrower than the model (spec §9). */
export const SLIDER_MIN_PARTICIPANTS = 100;
export const SLIDER_MAX_PARTICIPANTS = 5_000;
export const SLIDER_STEP_PARTICIPANTS = 50;
export const DEFAULT_PARTICIPANTS = 1_000;

/** Shortest and longest horizon the model accepts, in whole years. */
export const MIN_TIMEFRAME_YEARS = 1;
export const MAX_TIMEFRAME_YEARS = 10;

/** Horizons offered by the simulator's dropdown (spec §3), and its default (spec §9). */
export const timeframeOptions = [1, 3, 5, 10] as const;
export const DEFAULT_TIMEFRAME_YEARS = 1;

/** Monte Carlo draws when the caller does not say; the "10,000 draws" of the audit promise. */
export const DEFAULT_DRAWS = 10_000;
/** Upper bound on draws so one request cannot monopolise a CPU. */
export const MAX_DRAWS = 1_000_000;

/** Seed used when none is given, so two runs of the same input agree. */
export const DEFAULT_SEED = 20_250_101;

/** The parameter set used when none is named: published evidence, never the stated goals. */
export const DEFAULT_PARAMETER_SET_ID = 'conservative';
