import type {
  Confidence,
  CustomCity,
  EffectBasis,
  ParameterSet,
  RecidivismDefinition,
  Source,
  SupportType,
} from './types.js';

/** A simulation request. Give either `cityId` (a built-in city) or `city` (your own data). */
export interface SimulationInput {
  readonly cityId?: string;
  readonly city?: CustomCity;
  readonly supportType: SupportType;
  /** Participants enrolled, as one cohort at the start of the horizon (100–10,000). */
  readonly participantCount: number;
  /** Horizon in whole years (1–10) over which avoided recidivism is counted. */
  readonly timeframe: number;
  /** Defaults to `defaultParameterSetId`. */
  readonly parameterSetId?: string;
  /** Seed of the Monte Carlo; defaults to `DEFAULT_SEED`. */
  readonly seed?: number;
}

export interface SimulationOptions {
  /** Monte Carlo draws; 0 skips it (`uncertainty: null`). Default 10,000. */
  readonly draws?: number;
  /** Overrides `input.seed`. */
  readonly seed?: number;
  /**
   * An analyst's own parameter set, overriding `input.parameterSetId` (e.g. to test a different effect
   * size). Validated field by field like a custom city (SimulationInputError on `parameterSet.…`).
   */
  readonly parameterSet?: ParameterSet;
}

/** The spec §3 breakdown shown under "Program Investment Analysis". */
export interface SimulationBreakdown {
  readonly participantsServed: number;
  /** Recidivism events avoided within the horizon, in the city's definition. */
  readonly recidivistsAvoided: number;
  readonly programCost: number;
  /** Public cost saved per recidivist avoided (discounted), USD. */
  readonly costSavingsPerPerson: number;
  readonly successfulParticipants: number;
  /** Percent of participants who complete the program. */
  readonly programSuccessRate: number;
}

/** One year of the horizon; sums and cumulative values run from enrolment to the end of the year. */
export interface YearResult {
  readonly year: number;
  /** Percent of the cohort that would have recidivated by the end of this year without the program. */
  readonly baselineCumulativeRate: number;
  readonly recidivistsAvoided: number;
  readonly cumulativeRecidivistsAvoided: number;
  readonly discountFactor: number;
  readonly publicCostSavings: number;
  readonly cumulativePublicCostSavings: number;
  /** Cumulative savings minus the whole program cost. */
  readonly cumulativeNetBenefit: number;
}

export interface BreakEven {
  /** Value of one avoided recidivism event (undiscounted), USD. */
  readonly valuePerAvoidedRecidivism: number;
  /** Program cost ÷ value of one avoided event: events that must be avoided to repay the program. */
  readonly recidivistsAvoidedNeeded: number;
  /** Percent of participants who must avoid an event that would otherwise have happened. */
  readonly successRate: number;
  /** The same, as a percent of the baseline events expected within the horizon; above 100 means impossible; null when no events are expected. */
  readonly relativeReductionNeeded: number | null;
}

export interface Interval {
  readonly low: number;
  readonly median: number;
  readonly high: number;
}

export interface Uncertainty {
  readonly draws: number;
  readonly seed: number;
  /** Central interval reported, in percent (90 = 5th to 95th percentile). */
  readonly level: number;
  readonly recidivismReduction: Interval;
  readonly publicCostSavings: Interval;
  readonly programCost: Interval;
  readonly netBenefit: Interval;
  readonly roiPercentage: Interval;
  /** Share of draws, 0–1, in which savings exceed program cost. */
  readonly probabilityBenefitsExceedCosts: number;
}

/** One number the calculation used, with what it is and where it comes from. */
export interface ParameterUsed {
  readonly id: string;
  readonly value: number;
  readonly unit: string;
  readonly definition: string;
  readonly source: Source;
  readonly year: number;
  readonly low?: number;
  readonly high?: number;
  readonly confidence?: Confidence;
}

/** Something a reader must know before quoting a result; `code` is stable, `message` is for people. */
export interface SimulationWarning {
  readonly code:
    | 'participants-exceed-releases'
    | 'effect-definition-differs'
    | 'unverified-figures'
    | 'not-evidence';
  readonly message: string;
  /** For `unverified-figures`: the ids of the figures concerned, as in `parameters`. */
  readonly parameterIds?: readonly string[];
}

export interface SimulationResult {
  /** The input as resolved: defaults filled in. */
  readonly input: {
    readonly cityId: string;
    readonly supportType: SupportType;
    readonly participantCount: number;
    readonly timeframe: number;
    readonly parameterSetId: string;
    readonly seed: number;
    readonly draws: number;
  };
  readonly city: {
    readonly id: string;
    readonly name: string;
    /** How the place is shown: "Waterloo, IA", "California". */
    readonly label: string;
    readonly state: string;
    readonly recidivismDefinition: RecidivismDefinition;
    readonly recidivismWindowYears: number;
    readonly cohortYear: number;
  };
  /** The set used; `version` is 0 for an analyst's own, unversioned set. */
  readonly parameterSet: { readonly id: string; readonly label: string; readonly version: number };
  /** Whether the effect was applied to everyone enrolled or to completers only (see the parameter set). */
  readonly effectBasis: EffectBasis;
  /** Relative reduction in participants' recidivism against the baseline, percent. */
  readonly recidivismReduction: number;
  /** Present value of prison costs avoided within the horizon, USD. */
  readonly publicCostSavings: number;
  /** (savings − cost) ÷ cost × 100. */
  readonly roiPercentage: number;
  readonly breakdown: SimulationBreakdown;
  /** Percent of participants employed a year after release. */
  readonly employmentRate: number;
  /** Participants employed a year after release (jobs filled, not net new jobs). */
  readonly jobsCreated: number;
  /** Savings per dollar of program cost. */
  readonly roiPerDollar: number;
  /** Present value of taxes paid by participants employed because of the program, over the horizon, USD. Not in the ROI. */
  readonly taxpayerContribution: number;
  readonly costPerParticipant: number;
  readonly netBenefit: number;
  readonly confidence: Confidence;
  readonly breakEven: BreakEven;
  readonly yearly: readonly YearResult[];
  /** `null` when run with `draws: 0`. */
  readonly uncertainty: Uncertainty | null;
  readonly warnings: readonly SimulationWarning[];
  readonly parameters: readonly ParameterUsed[];
}
