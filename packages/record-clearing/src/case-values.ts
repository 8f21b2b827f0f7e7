/*
 * The answer values of a case, without zod: the rules and the browser import these, so the page
 * that screens in the browser never pulls the schema library in (case-input.ts builds the schema).
 */
export const NOT_SURE = 'not-sure';

export const CASE_OUTCOMES = [
  'acquitted',
  'dismissed',
  'deferred-judgment',
  'deferred-judgment-revoked',
  'convicted',
  NOT_SURE,
] as const;
export const OFFENSE_LEVELS = [
  'simple-misdemeanor',
  'serious-misdemeanor',
  'aggravated-misdemeanor',
  'felony',
  NOT_SURE,
] as const;
export const PAYMENT_STATES = ['yes', 'no', 'payment-plan', NOT_SURE] as const;
export const YES_NO_NOT_SURE = ['yes', 'no', NOT_SURE] as const;
