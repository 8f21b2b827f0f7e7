import { z } from '../zod.js';
import { longText } from '../fields.js';
import { timestampSchema } from '../common.js';
import { addBusinessDays } from './business-days.js';

/**
 * The individualized assessment (issue 29 point 3). The EEOC's 2012 Enforcement Guidance on the
 * Consideration of Arrest and Conviction Records (No. 915.002, §V.B.9) asks an employer who screens
 * out for a record to weigh the three Green factors (Green v. Missouri Pacific Railroad, 549 F.2d
 * 1158, 8th Cir. 1977): the nature and gravity of the offence, the time elapsed since the offence
 * or the sentence, and the nature of the job; and to let the person show why the exclusion should
 * not apply to them, evidence of rehabilitation included. So, after a conditional offer, a decision
 * not to hire that cites the record needs this record first, and the client gets a window to answer
 * before the decision is final.
 */

/**
 * The client's window to answer, in business days (Mon–Fri) from the day they are notified.
 * Configurable: the guidance sets no length; Pathways gives 5 business days (issue 29 point 3).
 */
export const ASSESSMENT_ANSWER_BUSINESS_DAYS = 5;

/** The last day a client notified on `notifiedOn` may answer ("YYYY-MM-DD"). */
export function assessmentAnswerDueOn(notifiedOn: string): string {
  return addBusinessDays(notifiedOn, ASSESSMENT_ANSWER_BUSINESS_DAYS);
}

/**
 * Whether a decision backed by an assessment may become final `today`: once the client answered,
 * or once the answer window is over (the day after its last day).
 */
export function assessmentWindowClosed(
  assessment: { answerDueOn: string; answeredAt: string | null },
  today: string,
): boolean {
  return assessment.answeredAt !== null || today > assessment.answerDueOn;
}

export const ASSESSMENT_REQUIRED =
  'A decision not to hire that is based on the record needs an individualized assessment first. Record the assessment; the candidate then has 5 business days to answer.';
export const ASSESSMENT_WINDOW_OPEN =
  'The candidate can still answer the assessment. The decision can be made final after their answer or once the answer window has closed.';
export const ASSESSMENT_EXISTS = 'This application already has an individualized assessment';
export const ASSESSMENT_NOT_AT_OFFER =
  'An individualized assessment is made after a conditional offer, while the application is open';
export const ASSESSMENT_ANSWERED = 'You have already answered this assessment';
export const ASSESSMENT_CLOSED = 'The time to answer this assessment has passed';

export const assessmentInputSchema = z.object({
  natureAndGravity: longText(10, 'Please describe the nature and gravity of the offence'),
  timeElapsed: longText(3, 'Please say how much time has passed since the offence or sentence'),
  natureOfJob: longText(10, 'Please describe the nature of the job'),
  rehabilitation: longText(
    3,
    'Please describe the evidence of rehabilitation you considered (or write "none given")',
  ),
});
export type AssessmentInput = z.input<typeof assessmentInputSchema>;

export const assessmentAnswerInputSchema = z.object({
  answer: longText(3, 'Please write your answer'),
});
export type AssessmentAnswerInput = z.input<typeof assessmentAnswerInputSchema>;

/** An assessment as its employer, the client and the client's case worker read it. */
export const assessmentSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  job: z.object({ title: z.string(), companyName: z.string() }),
  createdAt: timestampSchema,
  natureAndGravity: z.string(),
  timeElapsed: z.string(),
  natureOfJob: z.string(),
  rehabilitation: z.string(),
  answerDueOn: z.iso.date(),
  answer: z.string().nullable(),
  answeredAt: timestampSchema.nullable(),
  /** True once the decision may be made final: answered, or the window is over. */
  windowClosed: z.boolean(),
});
export type Assessment = z.infer<typeof assessmentSchema>;
export const assessmentListSchema = z.object({ assessments: z.array(assessmentSchema) });
