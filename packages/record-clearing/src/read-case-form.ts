import type { CaseInput } from './case-types.js';
import {
  CASE_OUTCOMES,
  NOT_SURE,
  OFFENSE_LEVELS,
  PAYMENT_STATES,
  YES_NO_NOT_SURE,
} from './case-values.js';

/** The screener form's fields as a browser sends them: every value text, a skipped question absent. */
export type CaseFormFields = Readonly<Record<string, string | undefined>>;

function choice<T extends string>(
  allowed: readonly T[],
  value: string | undefined,
): T | typeof NOT_SURE {
  return allowed.find((option) => option === value) ?? NOT_SURE;
}

/**
 * The case from the screener form's answers, the same in the browser and in the server's answer to
 * a form posted without JavaScript: a question left unanswered, or an answer the form never offers,
 * counts as "not sure"; a date only counts when "not sure of the date" is not ticked.
 *
 * @example
 * readCaseForm({ outcome: 'dismissed', date: '2024-01-01' }).allPaid; // 'not-sure'
 */
export function readCaseForm(fields: CaseFormFields): CaseInput {
  const priorCount = Number(fields['priorDeferredJudgments']);
  const date = fields['date']?.trim() ?? '';
  const statute = fields['statute']?.trim() ?? '';
  return {
    outcome: choice(CASE_OUTCOMES, fields['outcome']),
    date: fields['dateNotSure'] !== undefined || date === '' ? NOT_SURE : date,
    level: choice(OFFENSE_LEVELS, fields['level']),
    ...(statute === '' ? {} : { statute }),
    allPaid: choice(PAYMENT_STATES, fields['allPaid']),
    pendingCharges: choice(YES_NO_NOT_SURE, fields['pendingCharges']),
    priorDeferredJudgments:
      fields['priorDeferredJudgments'] !== undefined &&
      fields['priorDeferredJudgments'] !== '' &&
      Number.isInteger(priorCount) &&
      priorCount >= 0
        ? priorCount
        : NOT_SURE,
    priorMisdemeanorExpungement: choice(YES_NO_NOT_SURE, fields['priorMisdemeanorExpungement']),
    insanityOrIncompetence: choice(YES_NO_NOT_SURE, fields['insanityOrIncompetence']),
  };
}
