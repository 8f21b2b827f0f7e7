import { z } from './zod.js';
import { defineContract } from './contract/define-contract.js';

/**
 * The outcomes funders ask for (issue 14), computed from placements and their follow-ups: placement
 * rate, retention at each follow-up, wages at placement and at follow-up; overall and by cohort (month
 * of placement), program and employer. Every rate comes with its numerator and denominator. A
 * placement counts in a follow-up's denominator only once it is old enough to be measured; an old
 * enough placement whose follow-up nobody recorded counts as not retained (and is counted apart).
 */
export const ratioSchema = z.object({
  numerator: z.number().int(),
  denominator: z.number().int(),
  /** numerator / denominator, or null when nothing is measured yet. */
  rate: z.number().nullable(),
});
export type Ratio = z.infer<typeof ratioSchema>;

export const retentionSchema = z.object({
  day: z.number().int(),
  employed: ratioSchema,
  /** Placements old enough whose follow-up was not recorded (counted as not retained). */
  notRecorded: z.number().int(),
});
export type Retention = z.infer<typeof retentionSchema>;

export const wageSummarySchema = z.object({
  /** Median hourly wage in dollars, or null with no wages. */
  median: z.number().nullable(),
  count: z.number().int(),
});
export type WageSummary = z.infer<typeof wageSummarySchema>;

export const outcomeGroupSchema = z.object({
  /** Cohort "YYYY-MM", program title, or employer id (as text). */
  key: z.string(),
  label: z.string(),
  placements: z.number().int(),
  startingWage: wageSummarySchema,
  retention: z.array(retentionSchema),
});
export type OutcomeGroup = z.infer<typeof outcomeGroupSchema>;

export const outcomesSchema = z.object({
  /** The day the figures were computed for (YYYY-MM-DD). */
  asOf: z.iso.date(),
  /** Clients enrolled in the program (client records). */
  clientsServed: z.number().int(),
  /** Clients with at least one placement over clients served. */
  placementRate: ratioSchema,
  overall: outcomeGroupSchema,
  /** The median wage of those still employed at each follow-up (placements old enough). */
  followUpWages: z.array(wageSummarySchema.extend({ day: z.number().int() })),
  byCohort: z.array(outcomeGroupSchema),
  byProgram: z.array(outcomeGroupSchema),
  byEmployer: z.array(outcomeGroupSchema),
});
export type Outcomes = z.infer<typeof outcomesSchema>;

/**
 * The few figures the public impact report shows "from our records": aggregates over every
 * placement, never a group small enough to point at a person.
 */
export const outcomesSummarySchema = z.object({
  asOf: z.iso.date(),
  clientsServed: z.number().int(),
  placements: z.number().int(),
  placementRate: ratioSchema,
  medianStartingWage: z.number().nullable(),
  retention90: ratioSchema,
  retention365: ratioSchema,
});
export type OutcomesSummary = z.infer<typeof outcomesSummarySchema>;

/** The label of placements whose client has no training program recorded. */
export const NO_PROGRAM_LABEL = 'No program recorded';

const csv = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

export const outcomesContract = defineContract({
  'GET /api/outcomes': {
    access: ['admin'],
    summary: 'Placement rate, retention and wages, overall and by cohort, program and employer',
    tag: 'outcomes',
    response: { 200: outcomesSchema },
    errors: [401, 403],
  },
  'GET /api/outcomes/summary': {
    access: 'public',
    summary:
      'The impact report’s "From our records": placements, placement rate, median starting wage, 90-day and 12-month retention',
    tag: 'outcomes',
    response: { 200: outcomesSummarySchema },
  },
  'GET /api/outcomes.csv': {
    access: ['admin'],
    summary: 'The outcome figures as CSV: breakdown, group, measure, numerator, denominator, value',
    tag: 'outcomes',
    response: { 200: csv('CSV: breakdown, group, measure, numerator, denominator, value') },
    errors: [401, 403],
  },
  'GET /api/outcomes/placements.csv': {
    access: ['admin'],
    summary:
      'The de-identified placement rows behind the figures: a stable pseudonymous client id, never a name, e-mail or date of birth',
    tag: 'outcomes',
    response: {
      200: csv(
        'CSV: client_pseudonym, placement_pseudonym, cohort, start_date, program, employer, job_title, hourly_wage, hours_per_week, then per follow-up day its status, same employer and wage',
      ),
    },
    errors: [401, 403],
  },
});
