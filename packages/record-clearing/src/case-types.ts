import type {
  CASE_OUTCOMES,
  NOT_SURE,
  OFFENSE_LEVELS,
  PAYMENT_STATES,
  YES_NO_NOT_SURE,
} from './case-values.js';

/** One case as the screener reads it: the schema's output, written out so no zod is needed to name it. */
export interface CaseInput {
  readonly outcome: (typeof CASE_OUTCOMES)[number];
  readonly date: string;
  readonly level: (typeof OFFENSE_LEVELS)[number];
  readonly statute?: string | undefined;
  readonly allPaid: (typeof PAYMENT_STATES)[number];
  readonly pendingCharges: (typeof YES_NO_NOT_SURE)[number];
  readonly priorDeferredJudgments: number | typeof NOT_SURE;
  readonly priorMisdemeanorExpungement: (typeof YES_NO_NOT_SURE)[number];
  readonly insanityOrIncompetence: (typeof YES_NO_NOT_SURE)[number];
}
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];
export type OffenseLevel = (typeof OFFENSE_LEVELS)[number];
