import { MAX_DEFERRED_JUDGMENT_COUNT, MAX_STATUTE_LENGTH } from './limits.js';
import { parseCalendarDate } from './calendar/parse-calendar-date.js';
import { z } from './zod.js';
import {
  CASE_OUTCOMES,
  NOT_SURE,
  OFFENSE_LEVELS,
  PAYMENT_STATES,
  YES_NO_NOT_SURE,
} from './case-values.js';

export { CASE_OUTCOMES, NOT_SURE, OFFENSE_LEVELS, PAYMENT_STATES, YES_NO_NOT_SURE };

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
  statute: z
    .string()
    .trim()
    .max(MAX_STATUTE_LENGTH, {
      error: `Please keep the code section to ${MAX_STATUTE_LENGTH} characters`,
    })
    .optional(),
  allPaid: z.enum(PAYMENT_STATES),
  pendingCharges: z.enum(YES_NO_NOT_SURE),
  priorDeferredJudgments: z.union([
    z.literal(NOT_SURE),
    z.number().int().min(0).max(MAX_DEFERRED_JUDGMENT_COUNT),
  ]),
  priorMisdemeanorExpungement: z.enum(YES_NO_NOT_SURE),
  insanityOrIncompetence: z.enum(YES_NO_NOT_SURE),
});

export type { CaseInput, CaseOutcome, OffenseLevel } from './case-types.js';
