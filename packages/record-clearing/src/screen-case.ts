import { parseCalendarDate } from './calendar/parse-calendar-date.js';
import type { CaseInput } from './case-types.js';
import { needMoreInfo } from './rules/need-more-info.js';
import { screenConviction } from './rules/screen-conviction.js';
import { screenDeferredJudgment } from './rules/screen-deferred-judgment.js';
import { screenDismissal } from './rules/screen-dismissal.js';
import type { ScreeningAnswer, ScreeningOptions } from './screening-answer.js';
import { english } from './texts/english.js';
import { spanish } from './texts/spanish.js';

/**
 * Screens one Iowa criminal case for record clearing under Iowa Code §901C.2, §901C.3 or §907.9.
 * Pure: the same case and `today` always give the same answer, in English or Spanish.
 * Throws a RangeError when `today` is not a `YYYY-MM-DD` calendar day (a caller's bug).
 *
 * @example
 * screenCase({ outcome: 'dismissed', date: '2024-01-01', level: 'simple-misdemeanor',
 *   allPaid: 'yes', pendingCharges: 'no', priorDeferredJudgments: 0,
 *   priorMisdemeanorExpungement: 'no', insanityOrIncompetence: 'no' }, { today: '2024-06-29' });
 * // { status: 'eligible', route: '901C.2', reason: 'Every charge ended …', nextSteps: […] }
 * // (on '2024-06-28', the 179th day, it is 'not-yet' with eligibleOn '2024-06-29')
 */
export function screenCase(input: CaseInput, options: ScreeningOptions): ScreeningAnswer {
  const today = parseCalendarDate(options.today);
  if (today === undefined) throw new RangeError(`today must be YYYY-MM-DD, got "${options.today}"`);
  const texts = options.language === 'es' ? spanish : english;
  const context = { input, today, texts };
  switch (input.outcome) {
    case 'acquitted':
    case 'dismissed':
      return screenDismissal(context);
    case 'deferred-judgment':
      return screenDeferredJudgment(context);
    case 'deferred-judgment-revoked':
      return screenConviction(context, true);
    case 'convicted':
      return screenConviction(context, false);
    case 'not-sure':
      return needMoreInfo(null, ['outcome'], undefined, texts);
  }
}
