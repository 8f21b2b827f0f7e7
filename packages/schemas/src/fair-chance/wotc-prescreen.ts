import { z } from '../zod.js';
import { timestampSchema } from '../common.js';

/**
 * The client's WOTC pre-screen at the offer (issue 29 point 4): the two questions of Form 8850's
 * ex-felon line, answered by the client with consent, sealed at rest. An employer only ever reads
 * the derived result below, and only when the client consented to share it with them.
 */

/**
 * The WOTC ex-felon target group (26 U.S.C. §51(d)(4); IRS Instructions for Form 8850, line 6's
 * "ex-felon" box): an individual convicted of a felony under any federal or state law whose hiring
 * date is not more than one year after the last date of conviction or release from prison. "One
 * year" is read as the calendar anniversary: a conviction or release on 2026-03-10 covers hires
 * through 2027-03-10 (365 days), or through 2028-03-10 when the year holds 29 February (366 days);
 * a 29 February date ends on 28 February (the earlier reading, so the pre-screen never promises
 * more than the law gives). Only the state's certification decides eligibility: this is a
 * pre-screen, so the employer reads "likely".
 */
export const WOTC_EX_FELON_YEARS = 1;

export const yesNoAnswers = ['yes', 'no'] as const;
export type YesNoAnswer = (typeof yesNoAnswers)[number];

/** What the client answered (the sealed part). */
export interface WotcPrescreenAnswers {
  felonyConviction: YesNoAnswer;
  /** Only asked after a "yes" to the felony question; null otherwise. */
  convictedOrReleasedWithinYear: YesNoAnswer | null;
  /** The last conviction or release from prison ("YYYY-MM-DD"), when the client gave it. */
  convictionOrReleaseDate: string | null;
}

/** What the employer's WOTC task shows (the only thing an employer ever reads of the pre-screen). */
export const wotcPrescreenResults = ['likelyEligible', 'notInGroup', 'notShared'] as const;
export type WotcPrescreenResult = (typeof wotcPrescreenResults)[number];

/** The last hiring date one year after `date` ("YYYY-MM-DD"), 29 February ending on 28 February. */
export function oneYearAfter(date: string): string {
  const [year, month, day] = date.split('-');
  const next = `${String(Number(year) + WOTC_EX_FELON_YEARS).padStart(4, '0')}-${month}-${day}`;
  return month === '02' && day === '29' ? next.replace(/-29$/, '-28') : next;
}

/**
 * Whether the answers put the hire in the ex-felon target group, for a hire on `hiringDate`
 * ("YYYY-MM-DD": the start date of the placement, or the offer's day before one exists). No wall
 * clock: the caller names the day. The date, when given, is what counts; without it, the client's
 * own "within the last year" answer does.
 */
export function wotcExFelonResult(
  answers: WotcPrescreenAnswers,
  hiringDate: string,
): 'likelyEligible' | 'notInGroup' {
  if (answers.felonyConviction !== 'yes') return 'notInGroup';
  if (answers.convictionOrReleaseDate !== null) {
    return hiringDate <= oneYearAfter(answers.convictionOrReleaseDate)
      ? 'likelyEligible'
      : 'notInGroup';
  }
  return answers.convictedOrReleasedWithinYear === 'yes' ? 'likelyEligible' : 'notInGroup';
}

export const WOTC_PRESCREEN_MESSAGES = {
  choice: 'Please answer the questions or choose not to answer',
  felonyConviction: 'Please say whether you have been convicted of a felony',
  convictedOrReleasedWithinYear:
    'Please say whether you were convicted or released from prison within the last year',
  convictionOrReleaseDate: 'Please enter a date (YYYY-MM-DD)',
  futureDate: 'Please enter a date that is not in the future',
} as const;

export const WOTC_PRESCREEN_NOT_AT_OFFER =
  'The tax-credit questions open once the employer makes a conditional offer';
export const WOTC_PRESCREEN_CLOSED =
  'The employer has already filed the tax-credit form for this job, so the answers can no longer change';

const yesNo = (message: string) => z.enum(yesNoAnswers, { error: message });

/**
 * The client's answers, or their choice not to answer. Answering without the consent box ticked is
 * allowed: the case worker still sees it, the employer reads "chose not to share".
 */
export const wotcPrescreenInputSchema = z
  .object({
    choice: z.enum(['answer', 'preferNotToAnswer'], { error: WOTC_PRESCREEN_MESSAGES.choice }),
    felonyConviction: yesNo(WOTC_PRESCREEN_MESSAGES.felonyConviction).optional(),
    convictedOrReleasedWithinYear: yesNo(
      WOTC_PRESCREEN_MESSAGES.convictedOrReleasedWithinYear,
    ).optional(),
    convictionOrReleaseDate: z.iso
      .date({ error: WOTC_PRESCREEN_MESSAGES.convictionOrReleaseDate })
      .optional(),
    consentToShare: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    if (body.choice !== 'answer') return;
    if (body.felonyConviction === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['felonyConviction'],
        message: WOTC_PRESCREEN_MESSAGES.felonyConviction,
      });
    } else if (
      body.felonyConviction === 'yes' &&
      body.convictedOrReleasedWithinYear === undefined
    ) {
      context.addIssue({
        code: 'custom',
        path: ['convictedOrReleasedWithinYear'],
        message: WOTC_PRESCREEN_MESSAGES.convictedOrReleasedWithinYear,
      });
    }
  });
export type WotcPrescreenInput = z.input<typeof wotcPrescreenInputSchema>;

/** A radio's value: "yes", "no", or "" while unanswered. */
const blankToUndefined = (value: string) => (value === '' ? undefined : value);

/**
 * The answer form: its radios and date box hold strings ("" while blank), read as the API's body
 * and checked by the API's own schema, so its messages land on the same fields.
 */
export const wotcPrescreenFormSchema = z
  .object({
    felonyConviction: z.string(),
    convictedOrReleasedWithinYear: z.string(),
    convictionOrReleaseDate: z.string(),
    consentToShare: z.boolean(),
  })
  // Blank radios stay undefined, for the API's schema to name them: a cast, not a check.
  .transform(
    (form) =>
      ({
        choice: 'answer',
        felonyConviction: blankToUndefined(form.felonyConviction),
        ...(form.felonyConviction === 'yes'
          ? {
              convictedOrReleasedWithinYear: blankToUndefined(form.convictedOrReleasedWithinYear),
              convictionOrReleaseDate: blankToUndefined(form.convictionOrReleaseDate.trim()),
            }
          : {}),
        consentToShare: form.consentToShare,
      }) as WotcPrescreenInput,
  )
  .pipe(wotcPrescreenInputSchema);

/** The client's own pre-screen as they read it back (their answers, opened for them alone). */
export const wotcPrescreenSchema = z.object({
  applicationId: z.number().int(),
  choice: z.enum(['answer', 'preferNotToAnswer']),
  felonyConviction: z.enum(yesNoAnswers).nullable(),
  convictedOrReleasedWithinYear: z.enum(yesNoAnswers).nullable(),
  convictionOrReleaseDate: z.iso.date().nullable(),
  consentToShare: z.boolean(),
  answeredAt: timestampSchema,
});
export type WotcPrescreen = z.infer<typeof wotcPrescreenSchema>;

/** The client's pre-screen of one application, and whether they may still change it. */
export const myWotcPrescreenSchema = z.object({
  prescreen: wotcPrescreenSchema.nullable(),
  /** False once the employer marked the WOTC task done. */
  editable: z.boolean(),
});
export type MyWotcPrescreen = z.infer<typeof myWotcPrescreenSchema>;

/** A client's pre-screens, for their case worker, with the job each belongs to (reads logged). */
export const clientWotcPrescreenListSchema = z.object({
  prescreens: z.array(
    wotcPrescreenSchema.extend({
      job: z.object({ title: z.string(), companyName: z.string() }),
    }),
  ),
});
export type ClientWotcPrescreen = z.infer<
  typeof clientWotcPrescreenListSchema
>['prescreens'][number];
