import type { CaseInput } from '../case-types.js';
import type { ScreeningTexts } from '../texts/screening-texts.js';

/** What every rule is given: the case, today as a day number, and the words to answer in. */
export interface RuleContext {
  readonly input: CaseInput;
  readonly today: number;
  readonly texts: ScreeningTexts;
}
