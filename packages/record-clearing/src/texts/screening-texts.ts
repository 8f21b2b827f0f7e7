import type { Exclusion } from '../statute/excluded-statutes.js';

/** A fact the screener needs and the person was not sure of (or gave in a form it cannot use). */
export type MissingFact =
  | 'outcome'
  | 'date'
  | 'date-after-today'
  | 'level'
  | 'statute'
  | 'statute-subsection'
  | 'all-paid'
  | 'pending-charges'
  | 'prior-deferred-judgments'
  | 'prior-misdemeanor-expungement'
  | 'insanity-or-incompetence';

/** A condition that is not met today but can be: time, payment, a pending charge. */
export type UnmetCondition = 'waiting' | 'unpaid' | 'pending-charges';

/** Every sentence the screener says, in one language. */
export interface ScreeningTexts {
  readonly missing: (fact: MissingFact, section: string | undefined) => string;
  readonly needMoreInfo: (facts: readonly string[]) => string;
  readonly lookUpSteps: readonly string[];
  readonly legalAidStep: string;
  readonly dismissal: {
    readonly insanity: string;
    readonly unmet: (condition: UnmetCondition, eligibleOn: string) => string;
    readonly eligible: string;
    readonly applySteps: readonly string[];
  };
  readonly conviction: {
    readonly revokedPrefix: string;
    readonly felony: string;
    readonly felonySteps: readonly string[];
    readonly excluded: (code: string, exclusion: Exclusion) => string;
    readonly priorExpungement: string;
    readonly priorDeferredJudgments: string;
    readonly unmet: (condition: UnmetCondition, eligibleOn: string) => string;
    readonly eligible: string;
    readonly applySteps: readonly string[];
  };
  readonly deferred: {
    readonly unpaid: string;
    readonly beforeDischarge: (eligibleOn: string) => string;
    readonly automatic: string;
    readonly byApplication: string;
    readonly dateUnknown: string;
    readonly automaticSteps: readonly string[];
    readonly applicationSteps: readonly string[];
    readonly unpaidSteps: readonly string[];
  };
  readonly notYetSteps: (eligibleOn: string | undefined) => readonly string[];
  readonly excludedSteps: readonly string[];
}
