import fc from 'fast-check';
import { formatCalendarDate } from '../calendar/format-calendar-date.js';
import { parseCalendarDate } from '../calendar/parse-calendar-date.js';
import {
  CASE_OUTCOMES,
  NOT_SURE,
  OFFENSE_LEVELS,
  PAYMENT_STATES,
  YES_NO_NOT_SURE,
} from '../case-values.js';
import type { CaseInput } from '../case-types.js';
import { EXCLUDED_SECTIONS } from '../statute/excluded-statutes.js';

const FIRST_DAY = parseCalendarDate('1990-01-01') ?? 0;
const LAST_DAY = parseCalendarDate('2060-12-31') ?? 0;
const MAX_PRIOR = 3;

/** A calendar day between 1990 and 2060, as text. */
export const calendarDay = fc
  .integer({ min: FIRST_DAY, max: LAST_DAY })
  .map((days) => formatCalendarDate(days));

const statutes = fc.constantFrom(
  undefined,
  NOT_SURE,
  '714.2',
  '708.2',
  '708.2(1)',
  '708.2(3)',
  '724.4',
  ...EXCLUDED_SECTIONS.map((exclusion) => exclusion.code),
);

/** Any case the form can send, "not sure" included. */
export const caseInput: fc.Arbitrary<CaseInput> = fc.record(
  {
    outcome: fc.constantFrom(...CASE_OUTCOMES),
    date: fc.oneof(fc.constant(NOT_SURE), calendarDay),
    level: fc.constantFrom(...OFFENSE_LEVELS),
    statute: statutes,
    allPaid: fc.constantFrom(...PAYMENT_STATES),
    pendingCharges: fc.constantFrom(...YES_NO_NOT_SURE),
    priorDeferredJudgments: fc.oneof(fc.constant(NOT_SURE), fc.integer({ min: 0, max: MAX_PRIOR })),
    priorMisdemeanorExpungement: fc.constantFrom(...YES_NO_NOT_SURE),
    insanityOrIncompetence: fc.constantFrom(...YES_NO_NOT_SURE),
  },
  {
    requiredKeys: [
      'outcome',
      'date',
      'level',
      'allPaid',
      'pendingCharges',
      'priorDeferredJudgments',
      'priorMisdemeanorExpungement',
      'insanityOrIncompetence',
    ],
  },
);
