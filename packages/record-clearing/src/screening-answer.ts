export const SCREENING_STATUSES = [
  'eligible',
  'not-yet',
  'not-eligible',
  'need-more-info',
] as const;
export const CLEARING_ROUTES = ['901C.2', '901C.3', '907.9'] as const;

export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];
export type ClearingRoute = (typeof CLEARING_ROUTES)[number];

/** What the screener answers for one case. */
export interface ScreeningAnswer {
  readonly status: ScreeningStatus;
  /** The Iowa Code section the answer rests on; null when no route applies (a felony, say). */
  readonly route: ClearingRoute | null;
  /** Plain words, citing the section and subsection. */
  readonly reason: string;
  /** The first day the record can be cleared, when time is all that is missing. */
  readonly eligibleOn?: string;
  readonly nextSteps: readonly string[];
}

export type ScreeningLanguage = 'en' | 'es';

export interface ScreeningOptions {
  /** Today as `YYYY-MM-DD`: the screener never reads a clock. */
  readonly today: string;
  /** The language of `reason` and `nextSteps`; English unless told. */
  readonly language?: ScreeningLanguage;
}
