import { MAX_DEFERRED_JUDGMENT_COUNT, MAX_STATUTE_LENGTH } from './limits.js';
import { parseCalendarDate } from './calendar/parse-calendar-date.js';
import { z } from './zod.js';

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

/** A real `YYYY-MM-DD` calendar day. */
export const calendarDateSchema = z
  .string()
  .refine((text) => parseCalendarDate(text) !== undefined, 'Use a real date as YYYY-MM-DD.');

/**
 * One criminal case as the person remembers it; every answer has "not sure".
 * `date` is the acquittal or dismissal date, the probation discharge date of a deferred judgment,
 * or the conviction date.
 *
 * @example
 * caseInputSchema.parse({ outcome: 'dismissed', date: '2024-01-10', level: 'simple-misdemeanor',
 *   allPaid: 'yes', pendingCharges: 'no', priorDeferredJudgments: 0,
 *   priorMisdemeanorExpungement: 'no', insanityOrIncompetence: 'no' });
 */
export const caseInputSchema = z.strictObject({
  outcome: z.enum(CASE_OUTCOMES),
  date: z.union([z.literal(NOT_SURE), calendarDateSchema]),
  level: z.enum(OFFENSE_LEVELS),
  statute: z.string().trim().max(MAX_STATUTE_LENGTH).optional(),
  allPaid: z.enum(PAYMENT_STATES),
  pendingCharges: z.enum(YES_NO_NOT_SURE),
  priorDeferredJudgments: z.union([
    z.literal(NOT_SURE),
    z.number().int().min(0).max(MAX_DEFERRED_JUDGMENT_COUNT),
  ]),
  priorMisdemeanorExpungement: z.enum(YES_NO_NOT_SURE),
  insanityOrIncompetence: z.enum(YES_NO_NOT_SURE),
});

export type CaseInput = z.infer<typeof caseInputSchema>;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];
export type OffenseLevel = (typeof OFFENSE_LEVELS)[number];
