import {
  CLEARING_ROUTES,
  SCREENING_STATUSES,
  caseInputSchema,
  calendarDateSchema,
  readCaseForm,
} from '@pathways/record-clearing';
import { z } from './zod.js';
import { email, mustAccept, storableString, text } from './fields.js';
import { submissionReceiptSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { clientParamsSchema, milestoneSchema } from './clients.js';
import { idParamsSchema } from './common.js';
import { revealedAnswersSchema, revealSchema } from './inbox.js';

/*
 * The record-clearing screener (issue 30). The screening itself runs in the browser
 * (@pathways/record-clearing); only these two routes take a case to the server: the public
 * "Send this to a case worker", and a case worker screening for a client on the client's record.
 */

const MAX_PHONE_LENGTH = 30;
const MIN_PHONE_LENGTH = 10;
const PHONE_MESSAGE = 'Please enter a valid phone number.';

export const screeningAnswerSchema = z.object({
  status: z.enum(SCREENING_STATUSES),
  route: z.enum(CLEARING_ROUTES).nullable(),
  reason: z.string(),
  eligibleOn: calendarDateSchema.optional(),
  nextSteps: z.array(z.string()),
});

export const screeningLanguages = ['en', 'es'] as const;

/** "Send this to a case worker": who to answer, and the case as screened in the browser. */
export const screeningReferralSchema = z.object({
  name: text(2, 'Name must be at least 2 characters.'),
  email: email('Please enter a valid email address.'),
  phone: storableString(PHONE_MESSAGE)
    .trim()
    .max(MAX_PHONE_LENGTH, { error: PHONE_MESSAGE })
    .refine((value) => value === '' || value.replace(/\D/g, '').length >= MIN_PHONE_LENGTH, {
      error: PHONE_MESSAGE,
    })
    .optional()
    .transform((value) => (value ? value : null)),
  language: z.enum(screeningLanguages).default('en'),
  case: caseInputSchema,
});
export type ScreeningReferralInput = z.input<typeof screeningReferralSchema>;
export type ScreeningReferral = z.output<typeof screeningReferralSchema>;

/** The form adds a consent box that is checked in the browser and never sent, as the contact form does. */
export const screeningReferralFormSchema = screeningReferralSchema
  .pick({ name: true, email: true, phone: true })
  .extend({ consent: mustAccept('You must consent to data collection.') });
export type ScreeningReferralFormInput = z.input<typeof screeningReferralFormSchema>;

export const clientScreeningInputSchema = z.object({ case: caseInputSchema });

/**
 * The case worker's screener form on a client's record: the answers as the boxes hold them (an
 * unanswered question or an unticked "not sure" is empty), read as the case the API takes and
 * checked by its own schema, so a too-long code section is named beside its box before sending.
 */
export const clientScreeningFormSchema = z
  .record(z.string(), z.string())
  .transform((fields) =>
    readCaseForm(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''))),
  )
  .pipe(caseInputSchema);
export type ClientScreeningInput = z.input<typeof clientScreeningInputSchema>;

export const clientScreeningSchema = z.object({
  answer: screeningAnswerSchema,
  /** The action-plan task added for a "not yet" with a date: check again on that day. */
  followUp: milestoneSchema.nullable(),
});
export type ClientScreening = z.infer<typeof clientScreeningSchema>;

export const recordClearingContract = defineContract({
  'POST /api/record-clearing-screenings': {
    access: 'public',
    summary: 'Send a record-clearing screening to a case worker',
    description:
      'The case and its answer are sealed at rest (AES-256-GCM) and appear in the staff inbox; answered with a reference the sender can quote.',
    tag: 'forms',
    body: screeningReferralSchema,
    response: { 201: submissionReceiptSchema },
    errors: [400, 429],
  },
  'POST /api/clients/:id/record-screenings': {
    access: ['caseWorker'],
    summary:
      'Screen one of a client’s cases for record clearing; the result goes on the client’s timeline',
    description:
      'A case worker reaches only their own caseload (404 for another’s client); admins reach every client. A "not yet" with a date adds an action-plan task due that day.',
    tag: 'clients',
    params: clientParamsSchema,
    body: clientScreeningInputSchema,
    response: { 201: clientScreeningSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/inbox/recordClearing/:id/reveal': {
    access: ['caseWorker'],
    summary:
      'A record-clearing screening’s case and answer, decrypted; the read is written to the access log',
    description:
      'The assigned case worker, or an admin giving a reason (404 for anyone else), as for an intake.',
    tag: 'inbox',
    params: idParamsSchema,
    body: revealSchema,
    response: { 200: revealedAnswersSchema },
    errors: [400, 401, 403, 404],
  },
});
