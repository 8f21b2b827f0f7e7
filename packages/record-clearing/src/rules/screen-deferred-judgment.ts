import { NOT_SURE } from '../case-values.js';
import { parseCalendarDate } from '../calendar/parse-calendar-date.js';
import { AUTOMATIC_DEFERRED_EXPUNGEMENT_FROM } from '../limits.js';
import type { ScreeningAnswer } from '../screening-answer.js';
import { needMoreInfo } from './need-more-info.js';
import type { RuleContext } from './rule-context.js';

const ROUTE = '907.9';

/**
 * Iowa Code §907.9(4): on discharge from probation, with the court debt paid or on a payment plan
 * with the clerk ((4)(a)), the record of a deferred judgment is expunged ((4)(b)). Discharges from
 * 1 July 2013 on are expunged without an application; earlier ones need one. The discharge date
 * only changes how, not whether, so "not sure" about it still answers.
 * A date after today is the expected end of probation: the record clears then.
 *
 * @example
 * screenDeferredJudgment({ input: { outcome: 'deferred-judgment', date: '2020-05-01',
 *   allPaid: 'payment-plan', … }, today, texts: english }).status; // 'eligible'
 */
export function screenDeferredJudgment({ input, today, texts }: RuleContext): ScreeningAnswer {
  const words = texts.deferred;
  if (input.allPaid === NOT_SURE) return needMoreInfo(ROUTE, ['all-paid'], undefined, texts);
  if (input.allPaid === 'no') {
    return {
      status: 'not-yet',
      route: ROUTE,
      reason: words.unpaid,
      nextSteps: [...words.unpaidSteps, ...texts.notYetSteps(undefined), texts.legalAidStep],
    };
  }
  const discharge = input.date === NOT_SURE ? undefined : parseCalendarDate(input.date);
  if (discharge !== undefined && discharge > today) {
    return {
      status: 'not-yet',
      route: ROUTE,
      reason: words.beforeDischarge(input.date),
      eligibleOn: input.date,
      nextSteps: [...texts.notYetSteps(input.date), texts.legalAidStep],
    };
  }
  const automaticFrom = parseCalendarDate(AUTOMATIC_DEFERRED_EXPUNGEMENT_FROM) ?? 0;
  if (discharge === undefined) {
    return {
      status: 'eligible',
      route: ROUTE,
      reason: words.dateUnknown,
      nextSteps: [...words.automaticSteps, ...words.applicationSteps, texts.legalAidStep],
    };
  }
  const automatic = discharge >= automaticFrom;
  return {
    status: 'eligible',
    route: ROUTE,
    reason: automatic ? words.automatic : words.byApplication,
    nextSteps: [...(automatic ? words.automaticSteps : words.applicationSteps), texts.legalAidStep],
  };
}
