import { z } from './zod.js';
import { recordIdSchema, timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';

/**
 * A case worker's day (issue 31.1): what needs doing today across their caseload, each item with its
 * client, when it is due and where to act. Days are the office's (America/Chicago).
 *
 * Extension point: another kind of task is one more entry in `taskKinds`, one more source in
 * apps/api/src/domains/tasks/sources.ts and one label in the web's Today texts.
 */
export const taskKinds = [
  'appointment',
  'followUp',
  'consentExpiring',
  'unansweredMessage',
  'profileAlert',
  'placementDeadline',
] as const;
export type TaskKind = (typeof taskKinds)[number];

/** Consents ending within this many days are listed to renew. */
export const CONSENT_EXPIRY_WARNING_DAYS = 14;
/** A client's message still unanswered after this many working days (Mon-Fri) is listed. */
export const UNANSWERED_WORKING_DAYS = 2;
/** Placement paperwork (WOTC Form 8850, Federal Bonding) due within this many days is listed. */
export const PLACEMENT_DEADLINE_WARNING_DAYS = 14;
/** Each kind lists at most this many items (the count says how many there are in all). */
export const TASKS_PER_KIND = 50;

export const myTaskSchema = z.object({
  /** Unique in the list ("appointment-12"). */
  key: z.string(),
  kind: z.enum(taskKinds),
  client: z.object({ id: z.number().int(), fullName: z.string() }),
  /** When it is due: the appointment's time, the follow-up's day, the consent's end. */
  dueAt: timestampSchema,
  overdue: z.boolean(),
  /** What it is about, in the staff's words: an appointment's title, a job, a consent's scope. */
  detail: z.string(),
  /** The portal page to act on it (a path of portal-paths). */
  href: z.string(),
});
export type MyTask = z.infer<typeof myTaskSchema>;

export const myTasksSchema = z.object({
  /** The office's calendar day the list is for (YYYY-MM-DD). */
  asOf: z.iso.date(),
  caseWorker: z.object({ id: z.number().int(), fullName: z.string() }),
  /** How many of each kind there are (more than listed when a kind is over TASKS_PER_KIND). */
  counts: z.record(z.enum(taskKinds), z.number().int()),
  total: z.number().int(),
  tasks: z.array(myTaskSchema),
  /** For an admin: the active case workers to choose from (empty for a case worker). */
  caseWorkers: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
});
export type MyTasks = z.infer<typeof myTasksSchema>;

export const myTasksQuerySchema = z.object({
  /** An admin's choice of case worker; a case worker may name only themself. */
  caseWorkerId: recordIdSchema.optional(),
});

export const mailLanguages = ['en', 'es'] as const;
export type PreferredLanguage = (typeof mailLanguages)[number];
export const PREFERRED_LANGUAGE_MESSAGE = 'Please choose English or Spanish';

export const mailSettingsSchema = z.object({
  preferredLanguage: z.enum(mailLanguages),
  /** Only a client's: appointment reminders by e-mail. */
  appointmentReminders: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const mailSettingsInputSchema = z.object({
  preferredLanguage: z.enum(mailLanguages, { error: PREFERRED_LANGUAGE_MESSAGE }),
  appointmentReminders: z.boolean({ error: 'Please say whether to send reminders' }).optional(),
});
export type MailSettingsInput = z.infer<typeof mailSettingsInputSchema>;

export const myTasksContract = defineContract({
  'GET /api/my/tasks': {
    access: ['caseWorker'],
    summary: "Today's tasks across a case worker's caseload, with a count of each kind",
    description:
      'A case worker sees their own (naming another case worker is 404); an admin names the case worker with caseWorkerId.',
    tag: 'clients',
    querystring: myTasksQuerySchema,
    response: { 200: myTasksSchema },
    errors: [400, 401, 403, 404],
  },
  'GET /api/my/mail-settings': {
    access: 'signed-in',
    summary: 'The language of my e-mail, and whether I get appointment reminders',
    tag: 'clients',
    response: { 200: mailSettingsSchema },
    errors: [401],
  },
  'PUT /api/my/mail-settings': {
    access: 'signed-in',
    summary: 'Choose the language of my e-mail, and turn appointment reminders on or off',
    tag: 'clients',
    body: mailSettingsInputSchema,
    response: { 200: mailSettingsSchema },
    errors: [400, 401],
  },
  'GET /api/clients/:id/mail-settings': {
    access: ['caseWorker'],
    summary: 'The language of a client’s e-mail, and whether they get appointment reminders',
    description: 'Only for a client within reach; anyone else is 404.',
    tag: 'clients',
    params: z.object({ id: recordIdSchema }),
    response: { 200: mailSettingsSchema },
    errors: [401, 403, 404],
  },
  'PUT /api/clients/:id/mail-settings': {
    access: ['caseWorker'],
    summary: 'Set the language of a client’s e-mail (and their reminders)',
    description: 'Only for a client within reach; anyone else is 404.',
    tag: 'clients',
    params: z.object({ id: recordIdSchema }),
    body: mailSettingsInputSchema,
    response: { 200: mailSettingsSchema },
    errors: [400, 401, 403, 404],
  },
});
