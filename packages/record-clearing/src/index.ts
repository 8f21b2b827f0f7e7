export { screenCase } from './screen-case.js';
export { readCaseForm, type CaseFormFields } from './read-case-form.js';
export { caseInputSchema, calendarDateSchema } from './case-input.js';
export {
  CASE_OUTCOMES,
  OFFENSE_LEVELS,
  PAYMENT_STATES,
  YES_NO_NOT_SURE,
  NOT_SURE,
} from './case-values.js';
export type { CaseInput, CaseOutcome, OffenseLevel } from './case-types.js';
export {
  SCREENING_STATUSES,
  CLEARING_ROUTES,
  type ClearingRoute,
  type ScreeningAnswer,
  type ScreeningLanguage,
  type ScreeningOptions,
  type ScreeningStatus,
} from './screening-answer.js';
export { findExclusion, type ExclusionCheck } from './statute/find-exclusion.js';
export {
  EXCLUDED_CHAPTERS,
  EXCLUDED_SECTIONS,
  EXCLUDED_SUBSECTIONS,
  type Exclusion,
} from './statute/excluded-statutes.js';
export * from './limits.js';
