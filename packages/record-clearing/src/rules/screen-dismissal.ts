import { addDays } from '../calendar/add-days.js';
import { formatCalendarDate } from '../calendar/format-calendar-date.js';
import { NOT_SURE } from '../case-values.js';
import { DISMISSAL_WAIT_DAYS } from '../limits.js';
import type { ScreeningAnswer } from '../screening-answer.js';
import type { MissingFact } from '../texts/screening-texts.js';
import { caseDay } from './case-day.js';
import { needMoreInfo } from './need-more-info.js';
import type { RuleContext } from './rule-context.js';

const ROUTE = '901C.2';

/**
 * Iowa Code §901C.2(1)(a): an acquittal or dismissal of every charge. (1) all charges acquitted or
 * dismissed, (2) every cost, fee and court-ordered amount paid, (3) at least 180 days since the
 * judgment or order, (4) not a not-guilty-by-reason-of-insanity case, (5) no finding of
 * incompetence to stand trial. §901C.2 asks nothing about other pending charges, so neither do we.
 *
 * @example
 * screenDismissal({ input: { outcome: 'dismissed', date: '2024-01-01', allPaid: 'yes', … },
 *   today: parseCalendarDate('2024-06-29'), texts: english }).eligibleOn; // '2024-06-29'
 */
export function screenDismissal({ input, today, texts }: RuleContext): ScreeningAnswer {
  const words = texts.dismissal;
  if (input.insanityOrIncompetence === 'yes') {
    return {
      status: 'not-eligible',
      route: ROUTE,
      reason: words.insanity,
      nextSteps: [...texts.excludedSteps, texts.legalAidStep],
    };
  }
  const day = caseDay(input.date, today);
  const missing: MissingFact[] = [];
  if (typeof day !== 'number') missing.push(day);
  if (input.allPaid === NOT_SURE) missing.push('all-paid');
  if (input.insanityOrIncompetence === NOT_SURE) missing.push('insanity-or-incompetence');
  if (missing.length > 0 || typeof day !== 'number') {
    return needMoreInfo(ROUTE, missing, undefined, texts);
  }

  // "A minimum of one hundred eighty days have passed": on the 180th day after the order, they have.
  const firstDay = addDays(day, DISMISSAL_WAIT_DAYS);
  const eligibleOn = formatCalendarDate(firstDay);
  const unpaid = input.allPaid !== 'yes';
  const waiting = today < firstDay;
  if (!unpaid && !waiting) {
    return {
      status: 'eligible',
      route: ROUTE,
      reason: words.eligible,
      nextSteps: [...words.applySteps, texts.legalAidStep],
    };
  }
  const reasons = [
    ...(waiting ? [words.unmet('waiting', eligibleOn)] : []),
    ...(unpaid ? [words.unmet('unpaid', eligibleOn)] : []),
  ];
  // A date is only promised when waiting is all that is left; a payment has no date we can know.
  const promised = unpaid ? undefined : eligibleOn;
  return {
    status: 'not-yet',
    route: ROUTE,
    reason: reasons.join(' '),
    ...(promised === undefined ? {} : { eligibleOn: promised }),
    nextSteps: [
      ...(unpaid ? texts.deferred.unpaidSteps : []),
      ...texts.notYetSteps(promised),
      texts.legalAidStep,
    ],
  };
}
