import { z } from 'zod';
import { mailTemplates, submissionKinds } from './mail-kinds.js';

/**
 * Zod schema of `./mail.js`: the words of every e-mail the portal sends, keyed by message, so a
 * translation (Spanish first) is one more object of this shape. Placeholders are `{name}`-style and
 * each template's own placeholders are required, so a translation cannot drop one.
 */

const withPlaceholders = (...names: string[]) =>
  names.reduce((schema, name) => schema.includes(`{${name}}`), z.string().min(1));

/** One submission kind's receipt: what we got, and what happens next (spec §9's response promise). */
const receiptTextSchema = z.object({
  subject: withPlaceholders('reference'),
  heading: z.string().min(1),
  intro: z.string().min(1),
  next: z.string().min(1),
});

export const mailTextSchema = z.object({
  /** The `lang` of the HTML part. */
  language: z.string().min(2),
  greeting: withPlaceholders('name'),
  referenceLine: withPlaceholders('reference'),
  footer: z.object({
    sentBy: withPlaceholders('organization', 'address'),
    reachAPerson: withPlaceholders('phone', 'email', 'hours'),
    replies: z.string().min(1),
  }),
  receipts: z.object({
    contact: receiptTextSchema.extend({ intro: withPlaceholders('subject') }),
    clientIntake: receiptTextSchema,
    employerPartnership: receiptTextSchema,
    volunteerApplication: receiptTextSchema,
    employerOnboarding: receiptTextSchema,
    donation: receiptTextSchema.extend({ intro: withPlaceholders('amount', 'frequency') }),
    recordClearing: receiptTextSchema,
  }),
  pledgeFrequency: z.object({ 'one-time': z.string().min(1), monthly: z.string().min(1) }),
  submissionKinds: z.record(z.enum(submissionKinds), z.string().min(1)),
  staffAlert: z.object({
    subject: withPlaceholders('kind', 'reference'),
    body: withPlaceholders('kind', 'reference'),
    privacy: z.string().min(1),
    action: z.string().min(1),
  }),
  invitation: z.object({
    subject: z.string().min(1),
    body: withPlaceholders('invitedBy'),
    action: z.string().min(1),
    username: withPlaceholders('username'),
    validity: withPlaceholders('days'),
    notExpected: z.string().min(1),
  }),
  applicationStatus: z.object({
    subject: withPlaceholders('jobTitle'),
    body: withPlaceholders('jobTitle', 'companyName', 'status'),
    action: z.string().min(1),
  }),
  interviewTimesProposed: z.object({
    subject: z.string().min(1),
    body: z.string().min(1),
    action: z.string().min(1),
  }),
  postingApproved: z.object({
    subject: withPlaceholders('jobTitle'),
    body: withPlaceholders('jobTitle'),
    action: z.string().min(1),
  }),
  caseWorkerMessage: z.object({
    subject: withPlaceholders('caseWorkerName'),
    body: withPlaceholders('caseWorkerName'),
    privacy: z.string().min(1),
    action: z.string().min(1),
  }),
  consentRecorded: z.object({
    subject: z.string().min(1),
    body: withPlaceholders('caseWorkerName'),
    revoke: z.string().min(1),
    action: z.string().min(1),
  }),
  passwordReset: z.object({
    subject: z.string().min(1),
    body: withPlaceholders('username'),
    action: z.string().min(1),
    validity: withPlaceholders('minutes'),
    notRequested: z.string().min(1),
  }),
  passwordChanged: z.object({
    subject: z.string().min(1),
    body: withPlaceholders('username'),
    notYou: withPlaceholders('phone'),
  }),
  /** An application's status as the applicant reads it ("Interview", "Entrevista"). */
  applicationStatusNames: z.record(z.string(), z.string().min(1)),
  /** Where an appointment is: the office, or online. Never its notes. */
  appointmentPlaces: z.object({
    inPerson: withPlaceholders('address'),
    virtual: z.string().min(1),
  }),
  appointmentReminder: z.object({
    subject: withPlaceholders('when'),
    body: withPlaceholders('when', 'caseWorkerName'),
    place: withPlaceholders('place'),
    action: z.string().min(1),
    optOut: z.string().min(1),
  }),
  appointmentChanged: z.object({
    rescheduledSubject: withPlaceholders('when'),
    rescheduledBody: withPlaceholders('when', 'caseWorkerName'),
    cancelledSubject: withPlaceholders('when'),
    cancelledBody: withPlaceholders('when', 'caseWorkerName'),
    place: withPlaceholders('place'),
    action: z.string().min(1),
  }),
  caseloadReceived: z.object({
    subject: withPlaceholders('count'),
    body: withPlaceholders('count', 'movedBy'),
    subjectOne: z.string().min(1),
    bodyOne: withPlaceholders('movedBy'),
    action: z.string().min(1),
  }),
  caseWorkerChanged: z.object({
    subject: z.string().min(1),
    body: withPlaceholders('caseWorkerName'),
    action: z.string().min(1),
  }),
  assessmentNotice: z.object({
    subject: withPlaceholders('jobTitle'),
    body: withPlaceholders('jobTitle', 'companyName', 'answerBy'),
    privacy: z.string().min(1),
    action: z.string().min(1),
  }),
  assessmentCaseWorker: z.object({
    subject: withPlaceholders('clientName'),
    body: withPlaceholders('clientName', 'jobTitle', 'companyName', 'answerBy'),
    privacy: z.string().min(1),
    action: z.string().min(1),
  }),
  taskReminder: z.object({
    subject: withPlaceholders('task', 'days'),
    body: withPlaceholders('task', 'clientName', 'dueOn'),
    action: z.string().min(1),
  }),
  /** Staff answering a public form by e-mail: their words, then where the request stands. */
  submissionReply: z.object({
    subject: withPlaceholders('reference'),
    intro: withPlaceholders('staffName', 'reference'),
    closing: z.string().min(1),
  }),
  /** Names of the templates for the admin's outbox. */
  templateLabels: z.record(z.enum(mailTemplates), z.string().min(1)),
});
export type MailText = z.infer<typeof mailTextSchema>;
