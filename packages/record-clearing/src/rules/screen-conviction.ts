import { addDays } from '../calendar/add-days.js';
import { addYears } from '../calendar/add-years.js';
import { formatCalendarDate } from '../calendar/format-calendar-date.js';
import { NOT_SURE } from '../case-values.js';
import { MAX_PRIOR_DEFERRED_JUDGMENTS, MISDEMEANOR_WAIT_YEARS } from '../limits.js';
import type { ScreeningAnswer } from '../screening-answer.js';
import { findExclusion } from '../statute/find-exclusion.js';
import type { MissingFact, UnmetCondition } from '../texts/screening-texts.js';
import { caseDay } from './case-day.js';
import { needMoreInfo } from './need-more-info.js';
import type { RuleContext } from './rule-context.js';

const ROUTE = '901C.3';

function notEligible(
  route: typeof ROUTE | null,
  reason: string,
  steps: readonly string[],
): ScreeningAnswer {
  return { status: 'not-eligible', route, reason, nextSteps: steps };
}

/**
 * Iowa Code §901C.3: one misdemeanor conviction case in a lifetime (§901C.3(3)). (1)(a) more than
 * eight years since the conviction, (b) no pending criminal charges, (c) not previously granted two
 * deferred judgments, (d) every cost, fee, fine and restitution paid; (2) the excluded offenses.
 * A known fact that rules the case out wins over any "not sure"; then any decisive "not sure" asks
 * for more; then what can still change (time, payment, a pending charge) answers "not yet".
 * A revoked deferred judgment (§907.9 does not apply) comes here with `revoked`.
 *
 * @example
 * screenConviction({ input: { outcome: 'convicted', level: 'felony', … }, today, texts: english },
 *   false).status; // 'not-eligible'
 */
export function screenConviction(
  { input, today, texts }: RuleContext,
  revoked: boolean,
): ScreeningAnswer {
  const words = texts.conviction;
  const prefix = revoked ? words.revokedPrefix : '';
  const closing = [...texts.excludedSteps, texts.legalAidStep];
  if (input.level === 'felony') {
    return notEligible(null, prefix + words.felony, [...words.felonySteps, texts.legalAidStep]);
  }
  const statute = input.statute === undefined || input.statute === '' ? NOT_SURE : input.statute;
  const exclusion = statute === NOT_SURE ? undefined : findExclusion(statute);
  if (exclusion?.kind === 'excluded') {
    return notEligible(
      ROUTE,
      prefix + words.excluded(exclusion.exclusion.code, exclusion.exclusion),
      closing,
    );
  }
  if (input.priorMisdemeanorExpungement === 'yes') {
    return notEligible(ROUTE, prefix + words.priorExpungement, closing);
  }
  const priorCount = input.priorDeferredJudgments;
  if (priorCount !== NOT_SURE && priorCount > MAX_PRIOR_DEFERRED_JUDGMENTS) {
    return notEligible(ROUTE, prefix + words.priorDeferredJudgments, closing);
  }

  const day = caseDay(input.date, today);
  const missing: MissingFact[] = [];
  if (input.level === NOT_SURE) missing.push('level');
  if (exclusion === undefined || exclusion.kind === 'unreadable') missing.push('statute');
  if (exclusion?.kind === 'needs-subsection') missing.push('statute-subsection');
  if (typeof day !== 'number') missing.push(day);
  if (input.pendingCharges === NOT_SURE) missing.push('pending-charges');
  if (priorCount === NOT_SURE) missing.push('prior-deferred-judgments');
  if (input.priorMisdemeanorExpungement === NOT_SURE) missing.push('prior-misdemeanor-expungement');
  if (input.allPaid === NOT_SURE) missing.push('all-paid');
  const section = exclusion?.kind === 'needs-subsection' ? exclusion.section : undefined;
  if (missing.length > 0 || typeof day !== 'number') {
    const answer = needMoreInfo(ROUTE, missing, section, texts);
    return { ...answer, reason: prefix + answer.reason };
  }

  // "More than eight years": the eighth anniversary itself is not more; the day after it is.
  const firstDay = addDays(addYears(day, MISDEMEANOR_WAIT_YEARS), 1);
  const eligibleOn = formatCalendarDate(firstDay);
  const unmet: UnmetCondition[] = [
    ...(today < firstDay ? (['waiting'] as const) : []),
    ...(input.pendingCharges === 'yes' ? (['pending-charges'] as const) : []),
    ...(input.allPaid === 'yes' ? [] : (['unpaid'] as const)),
  ];
  if (unmet.length === 0) {
    return {
      status: 'eligible',
      route: ROUTE,
      reason: prefix + words.eligible,
      nextSteps: [...words.applySteps, texts.legalAidStep],
    };
  }
  const promised = unmet.length === 1 && unmet[0] === 'waiting' ? eligibleOn : undefined;
  return {
    status: 'not-yet',
    route: ROUTE,
    reason: prefix + unmet.map((condition) => words.unmet(condition, eligibleOn)).join(' '),
    ...(promised === undefined ? {} : { eligibleOn: promised }),
    nextSteps: [
      ...(unmet.includes('unpaid') ? texts.deferred.unpaidSteps : []),
      ...texts.notYetSteps(promised),
      texts.legalAidStep,
    ],
  };
}
