import { z } from './zod.js';
import {
  longText,
  MAX_LONG_TEXT,
  MAX_SHORT_TEXT,
  optionalText,
  storableString,
  text,
} from './fields.js';
import { MAX_DATABASE_ID, recordIdSchema, timestampSchema, versionSchema } from './common.js';
import { VERSION_MESSAGE } from './paging.js';
import { REASON_MESSAGE } from './inbox.js';
import { boundedDateTime, localDateTime } from './dates.js';
import { singleLineText } from './text.js';
import { PREFERRED_LANGUAGE_MESSAGE, mailLanguages } from './my-tasks.js';

const DATE_TIME_MESSAGE = 'Please choose a date and time';

export { VERSION_MESSAGE } from './paging.js';

/**
 * The case worker's workspace (issue 13): the caseload, a client's record (profile, intake answers,
 * consents, action plan, appointments, case notes, history), and the client's own view of it.
 */
export const clientStatuses = ['Onboarding', 'Job Searching', 'Interviewing', 'Placement'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const consentScopes = ['program', 'employer', 'recovery', 'substanceUse'] as const;
export type ConsentScope = (typeof consentScopes)[number];
/**
 * Scopes only the client gives, in their own portal (issue 32 D12): staff cannot record them. The
 * substance-use scope names one employer and lets it see the substance-related offence categories
 * the client declared; without it those stay sealed whatever the employer consent.
 */
export const clientOnlyConsentScopes: readonly ConsentScope[] = ['substanceUse'];
/** Scopes that name one employer (by id). */
export const employerConsentScopes = ['employer', 'substanceUse'] as const;
export type EmployerConsentScope = (typeof employerConsentScopes)[number];
/** Active / Expires soon / Expired / Revoked (computed from the dates, so never stale). */
export const consentBadges = ['active', 'expiresSoon', 'expired', 'revoked'] as const;
export type ConsentBadge = (typeof consentBadges)[number];
/** How staff obtained a consent they record (the client is told it was recorded). */
export const consentObtainedBy = ['inPerson', 'byPhone', 'onPaper'] as const;
export type ConsentObtainedBy = (typeof consentObtainedBy)[number];
/** A consent "expires soon" this many days before its expiry. */
export const CONSENT_EXPIRES_SOON_DAYS = 30;
/** A consent lasts a year unless the client chose otherwise (42 CFR Part 2 asks for an expiry). */
export const CONSENT_DEFAULT_DAYS = 365;

export const appointmentModes = ['inPerson', 'virtual'] as const;
export type AppointmentMode = (typeof appointmentModes)[number];
export const attendanceValues = ['scheduled', 'attended', 'noShow', 'cancelled'] as const;
export type Attendance = (typeof attendanceValues)[number];

const staffRefSchema = z.object({ id: z.number().int(), fullName: z.string() });
const dateOnlySchema = z.iso.date({ error: 'Please enter a date (YYYY-MM-DD)' });

export const clientSummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  caseWorker: staffRefSchema.nullable(),
  intakeDate: timestampSchema,
  version: z.number().int(),
  /** The client's messages staff have not read yet. */
  unreadMessages: z.number().int().nonnegative(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const CLIENTS_PAGE_SIZE = 50;

export const clientsQuerySchema = z.object({
  status: z.enum(clientStatuses, { error: 'Unknown status' }).optional(),
  q: z.string().trim().max(MAX_SHORT_TEXT).optional(),
  /** Admins: one case worker's caseload. */
  caseWorkerId: recordIdSchema.optional(),
  /** "true": only clients with messages staff have not read (Case Worker › Messages). */
  unread: z.literal('true', { error: 'Use unread=true or leave it out' }).optional(),
  before: recordIdSchema.optional(),
});
export type ClientsQuery = z.infer<typeof clientsQuerySchema>;

export const clientsListSchema = z.object({
  clients: z.array(clientSummarySchema),
  nextBefore: z.number().int().nullable(),
});
export type ClientsList = z.infer<typeof clientsListSchema>;

export const consentSchema = z.object({
  id: z.number().int(),
  scope: z.enum(consentScopes),
  /** An employer consent's employer, by id (disclosures check the id, never the name). */
  employerId: z.number().int().nullable(),
  /** The employer's name when the consent was given. */
  recipient: z.string().nullable(),
  textVersion: z.string(),
  /** How staff obtained it; null when the client gave it in the portal. */
  obtainedBy: z.enum(consentObtainedBy).nullable(),
  obtainedNote: z.string().nullable(),
  givenAt: timestampSchema,
  expiresAt: timestampSchema,
  revokedAt: timestampSchema.nullable(),
  badge: z.enum(consentBadges),
});
export type Consent = z.infer<typeof consentSchema>;

export const milestoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  owner: staffRefSchema.nullable(),
  completedAt: timestampSchema.nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** The client asked to move an appointment; open until the case worker reschedules it. */
export const rescheduleRequestSchema = z.object({
  id: z.number().int(),
  preferredTimes: z.string(),
  requestedAt: timestampSchema,
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: timestampSchema,
  mode: z.enum(appointmentModes),
  attendance: z.enum(attendanceValues),
  notes: z.string().nullable(),
  /** The client's open request to move it, if any. */
  rescheduleRequest: rescheduleRequestSchema.nullable(),
});
export type ClientAppointment = z.infer<typeof appointmentSchema>;

export const caseNoteSchema = z.object({
  id: z.number().int(),
  author: staffRefSchema.nullable(),
  body: z.string(),
  internal: z.boolean(),
  createdAt: timestampSchema,
  editedAt: timestampSchema.nullable(),
  /** What the note said before each edit, oldest first (staff only: a client never gets it). */
  earlierBodies: z.array(z.string()),
  /** When staff redacted it: its text, and every earlier text, are gone. */
  redactedAt: timestampSchema.nullable(),
});
export type CaseNote = z.infer<typeof caseNoteSchema>;

export const clientEventSchema = z.object({
  id: z.number().int(),
  at: timestampSchema,
  actor: staffRefSchema.nullable(),
  action: z.string(),
  /** field → [old, new] */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;

export const clientRecordSchema = clientSummarySchema.extend({
  /** The language of every e-mail to the client (issue 31.2); staff set it on the profile form. */
  preferredLanguage: z.enum(mailLanguages),
  employmentGoal: z.string().nullable(),
  housingStatus: z.string().nullable(),
  /** The client's own summary of experience and skills (their resume details). */
  resumeSummary: z.string().nullable(),
  intakeReference: z.string().nullable(),
  /** The intake's answers; sensitive ones "[protected]" until opened (and logged). */
  intakeAnswers: z.record(z.string(), z.unknown()),
  protectedFields: z.array(z.string()),
  consents: z.array(consentSchema),
  milestones: z.array(milestoneSchema),
  appointments: z.array(appointmentSchema),
  /** The newest page of notes; older ones from GET /api/clients/:id/notes?before=notesNextBefore. */
  notes: z.array(caseNoteSchema),
  notesNextBefore: z.number().int().nullable(),
  /** The newest page of the history; older from GET /api/clients/:id/timeline. */
  timeline: z.array(clientEventSchema),
  timelineNextBefore: z.number().int().nullable(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;

export const clientParamsSchema = z.object({ id: recordIdSchema });
export const noteParamsSchema = z.object({ id: recordIdSchema, noteId: recordIdSchema });
export const appointmentParamsSchema = z.object({
  id: recordIdSchema,
  appointmentId: recordIdSchema,
});
export const milestoneParamsSchema = z.object({ id: recordIdSchema, milestoneId: recordIdSchema });

/** A profile field staff may also empty: "" or null clears it, absent leaves it as it is. */
function clearableText(max: number) {
  return storableString('Please enter text')
    .trim()
    .max(max, { error: `Please keep this under ${max.toLocaleString('en-US')} characters` })
    .nullish()
    .transform((value) => (value === '' ? null : value));
}

const PROFILE_LIMITS = { employmentGoal: 500, housingStatus: MAX_SHORT_TEXT, phone: 30 } as const;

export const updateClientSchema = z.object({
  /** The version read; a save over a newer one is refused with 409. */
  version: versionSchema(VERSION_MESSAGE),
  status: z.enum(clientStatuses, { error: 'Unknown status' }).optional(),
  employmentGoal: clearableText(PROFILE_LIMITS.employmentGoal),
  housingStatus: clearableText(PROFILE_LIMITS.housingStatus),
  phone: clearableText(PROFILE_LIMITS.phone),
  /** The language of the client's e-mail (issue 31.2). */
  preferredLanguage: z.enum(mailLanguages, { error: PREFERRED_LANGUAGE_MESSAGE }).optional(),
  /** Admins only: hand the client to another case worker. */
  caseWorkerId: recordIdSchema.optional(),
});
export type UpdateClientInput = z.input<typeof updateClientSchema>;

/**
 * The staff's profile form on a client record (issue 32 D4), as typed: every field a string, the
 * case worker "" when the form does not offer it (only an admin hands a client over).
 */
export const clientProfileFormSchema = z.object({
  version: versionSchema(VERSION_MESSAGE),
  status: z.enum(clientStatuses, { error: 'Unknown status' }),
  employmentGoal: clearableText(PROFILE_LIMITS.employmentGoal),
  housingStatus: clearableText(PROFILE_LIMITS.housingStatus),
  phone: clearableText(PROFILE_LIMITS.phone),
  preferredLanguage: z.enum(mailLanguages, { error: PREFERRED_LANGUAGE_MESSAGE }),
  caseWorkerId: z
    .string()
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(z.number().int().positive().max(MAX_DATABASE_ID).optional()),
});
export type ClientProfileForm = z.input<typeof clientProfileFormSchema>;

export const caseNoteInputSchema = z.object({
  body: longText(1, 'Please write the note'),
  /** Internal notes are never shown to the client. */
  internal: z.boolean().default(true),
});
export type CaseNoteInput = z.input<typeof caseNoteInputSchema>;

export const editCaseNoteSchema = z
  .object({
    body: longText(1, 'Please write the note').optional(),
    /** True: from now on only staff see it (the client's view drops it). */
    internal: z.boolean({ error: 'Please say whether the note is internal' }).optional(),
  })
  .refine((body) => body.body !== undefined || body.internal !== undefined, {
    error: 'Nothing to change',
    path: ['body'],
  });
export type EditCaseNoteInput = z.input<typeof editCaseNoteSchema>;

/** The shortest reason kept for a redaction. */
const MIN_REDACTION_REASON = 5;
export const redactCaseNoteSchema = z.object({
  reason: text(MIN_REDACTION_REASON, REASON_MESSAGE, 500),
});
export type RedactCaseNoteInput = z.input<typeof redactCaseNoteSchema>;

export const appointmentInputSchema = z.object({
  title: singleLineText(2, 'Please give the appointment a title'),
  date: boundedDateTime(DATE_TIME_MESSAGE),
  mode: z.enum(appointmentModes, { error: 'Please choose in person or virtual' }),
  notes: optionalText(1000),
});
export type AppointmentInput = z.input<typeof appointmentInputSchema>;

/** The staff's "schedule an appointment" form: the API's schema, its date from a date-time control. */
export const appointmentFormSchema = appointmentInputSchema.extend({
  date: localDateTime(DATE_TIME_MESSAGE),
});

/** The staff's "move this appointment" form: a new date and time. */
export const rescheduleFormSchema = z.object({ date: localDateTime(DATE_TIME_MESSAGE) });

export const updateAppointmentSchema = z
  .object({
    date: boundedDateTime(DATE_TIME_MESSAGE).optional(),
    attendance: z.enum(attendanceValues, { error: 'Unknown attendance' }).optional(),
  })
  .refine((body) => body.date !== undefined || body.attendance !== undefined, {
    error: 'Nothing to change',
    path: ['date'],
  });

export const milestoneInputSchema = z.object({
  name: text(2, 'Please name the milestone'),
  description: optionalText(1000),
  dueDate: dateOnlySchema.optional(),
});

export const updateMilestoneSchema = z
  .object({
    completed: z.boolean().optional(),
    dueDate: dateOnlySchema.nullable().optional(),
    ownerId: recordIdSchema.nullable().optional(),
  })
  .refine(
    (body) =>
      body.completed !== undefined || body.dueDate !== undefined || body.ownerId !== undefined,
    { error: 'Nothing to change', path: ['completed'] },
  );

/** What the client may change of their own profile (My Profile). */
export const myProfileSchema = z.object({
  phone: z.string().nullable(),
  employmentGoal: z.string().nullable(),
  resumeSummary: z.string().nullable(),
  /** The version read; a save over a newer one is refused with 409. */
  version: z.number().int(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

export const updateMyProfileSchema = z.object({
  version: versionSchema(VERSION_MESSAGE),
  phone: optionalText(30),
  employmentGoal: optionalText(500),
  resumeSummary: optionalText(MAX_LONG_TEXT),
});
export type UpdateMyProfileInput = z.input<typeof updateMyProfileSchema>;

export const rescheduleRequestInputSchema = z.object({
  preferredTimes: text(3, 'Please say which days and times would suit you', 500),
});
export type RescheduleRequestInput = z.input<typeof rescheduleRequestInputSchema>;

/** What the client sees of their own case: never internal notes or sensitive fields. */
export const myCaseSchema = z.object({
  profile: myProfileSchema,
  caseWorker: staffRefSchema.nullable(),
  status: z.string(),
  milestones: z.array(milestoneSchema),
  appointments: z.array(appointmentSchema),
  consents: z.array(consentSchema),
  /** The newest shared notes, as they read now: never an earlier text or an internal note. */
  notes: z.array(caseNoteSchema),
});
export type MyCase = z.infer<typeof myCaseSchema>;
