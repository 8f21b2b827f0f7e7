/** Support offered to every participant of a simulated program (spec §3 "Support types"). */
export type SupportType = 'none' | 'training' | 'housing' | 'mentoring' | 'full_wraparound';

/**
 * What counts as "recidivism" in a baseline rate. Rates measured differently are not comparable,
 * so a calculation only ever uses one definition: the city's.
 */
export type RecidivismDefinition = 'rearrest' | 'reconviction' | 'return-to-prison';

/** How far an auditor should trust a figure. */
export type Confidence = 'high' | 'medium' | 'low';

/** Where a number comes from. */
export interface Source {
  readonly publisher: string;
  readonly title: string;
  readonly year: number;
  readonly url?: string;
  /** How the number was read or derived from the source, and any caveat. */
  readonly note?: string;
  /**
   * Present when the figure has not been checked against the publication named here: why, and what
   * to check. Shown wherever the figure is used (the result's `warnings`, the CLI, the web).
   */
  readonly unverified?: string;
}

/** The numeric fields of a city; each one must carry a source. */
export type CityNumericField =
  | 'population'
  | 'annualReleases'
  | 'baselineRecidivismRate'
  | 'recidivismWindowYears'
  | 'cohortYear'
  | 'averageCostPerIncarceration'
  | 'currentEmploymentRate'
  | 'medianIncome';

export type CitySources = Readonly<Record<CityNumericField, Source>>;

/** A place the simulator can model: a city, or a whole state. */
export interface City {
  /** Slug, e.g. `waterloo-ia`, `iowa`. */
  readonly id: string;
  readonly name: string;
  /** How the place is shown, written once: "Waterloo, IA", "Iowa (statewide)", "California". */
  readonly label: string;
  /** Two-letter code for a city; the full state name for a statewide row. */
  readonly state: string;
  readonly population: number;
  /** People released from state prison to this place per year. */
  readonly annualReleases: number;
  /** Share of a release cohort that recidivates within the window, in percent (e.g. 37.4). */
  readonly baselineRecidivismRate: number;
  readonly recidivismDefinition: RecidivismDefinition;
  readonly recidivismWindowYears: number;
  /** Release year of the cohort the baseline rate was measured on. */
  readonly cohortYear: number;
  /** Average cost of one person in prison for one year, USD. */
  readonly averageCostPerIncarceration: number;
  /** Employment-to-population ratio, population 16 and over, in percent. */
  readonly currentEmploymentRate: number;
  /** Median household income, USD. */
  readonly medianIncome: number;
  readonly sources: CitySources;
}

/** A city supplied by the caller (e.g. an analyst's own data); sources are optional but encouraged. */
export type CustomCity = Omit<City, 'sources' | 'label'> & {
  readonly label?: string;
  readonly sources?: Partial<CitySources>;
};

/**
 * Who receives a support type's effect. RAND and most meta-analyses compare everyone offered a
 * program with people who were not (intent to treat); applying such an effect to completers only is a
 * second haircut the study never made.
 */
export type EffectBasis = 'intent-to-treat' | 'completers';

/** One model parameter: the value, what it means, and where it comes from. */
export interface Parameter {
  readonly value: number;
  readonly unit: string;
  readonly definition: string;
  readonly source: Source;
  /** Lower end of a 90% interval, for the Monte Carlo; absent when the value is held fixed. */
  readonly low?: number;
  /** Upper end of a 90% interval, for the Monte Carlo. */
  readonly high?: number;
  readonly confidence: Confidence;
}

/** What one support type does and costs, under one parameter set. */
export interface SupportParameters {
  /** Relative reduction in recidivism (0.3 = 30% fewer events), for the people `effectBasis` names. */
  readonly relativeReduction: Parameter;
  /** Whether `relativeReduction` applies to every participant or to completers only. */
  readonly effectBasis: EffectBasis;
  /** The recidivism definition the effect was measured on; a run on a place measured differently warns. */
  readonly effectMeasuredOn: readonly RecidivismDefinition[];
  /** Share of participants who complete the program (the "program success rate"). */
  readonly completionRate: Parameter;
  readonly costPerParticipant: Parameter;
  /** Share of completers employed a year after release, percent. */
  readonly completerEmploymentRate: Parameter;
}

/** A complete, cited set of model parameters. */
export interface ParameterSet {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  /**
   * Raised whenever a value or a source of the set changes: `id` + `version` name one immutable set, so
   * a run can cite it and the API can cache its audit document forever. Absent on an analyst's own set.
   */
  readonly version?: number;
  /** True for a set derived to reproduce stated figures: every run with it warns "not evidence". */
  readonly notEvidence?: boolean;
  readonly support: Readonly<Record<SupportType, SupportParameters>>;
  /** Years of prison one recidivism event leads to, for each definition of the event. */
  readonly incarcerationYearsPerEvent: Readonly<Record<RecidivismDefinition, Parameter>>;
  /** Share of the average cost per prison-year that is actually saved when one person fewer is in prison. */
  readonly marginalCostShare: Parameter;
  /** Multiplier on the city's cost per prison-year; its interval carries unit-cost uncertainty. */
  readonly incarcerationCostMultiplier: Parameter;
  readonly discountRate: Parameter;
  /** Share employed a year after release without the program, percent. */
  readonly baselineEmploymentRate: Parameter;
  readonly earningsShareOfMedianIncome: Parameter;
  readonly effectiveTaxRate: Parameter;
}
