import type { ClearingRoute, ScreeningAnswer } from '../screening-answer.js';
import type { MissingFact, ScreeningTexts } from '../texts/screening-texts.js';

/**
 * The answer when a "not sure" decides it: names every fact to find out and where.
 *
 * @example
 * needMoreInfo('901C.2', ['date'], undefined, english).status; // 'need-more-info'
 */
export function needMoreInfo(
  route: ClearingRoute | null,
  facts: readonly MissingFact[],
  section: string | undefined,
  texts: ScreeningTexts,
): ScreeningAnswer {
  return {
    status: 'need-more-info',
    route,
    reason: texts.needMoreInfo(facts.map((fact) => texts.missing(fact, section))),
    nextSteps: [...texts.lookUpSteps, texts.legalAidStep],
  };
}
