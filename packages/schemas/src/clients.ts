import { z } from './zod.js';
import { longText, MAX_LONG_TEXT, MAX_SHORT_TEXT, optionalText, text } from './fields.js';
import { recordIdSchema, timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { revealSchema, revealedAnswersSchema } from './inbox.js';

/**
 * The case worker's workspace (issue 13): the caseload, a client's record (profile, intake answers,
 * consents, action plan, appointments, case notes, history), and the client's own view of it.
 */
export const clientStatuses = ['Onboarding', 'Job Searching', 'Interviewing', 'Placement'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const consentScopes = ['program', 'employer', 'recovery'] as const;
export type ConsentScope = (typeof consentScopes)[number];
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
export const attendanceValues = ['scheduled', 'attended', 'noShow', 'cancelled'] as const;

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
  /** What the note said before each edit, oldest first. */
  earlierBodies: z.array(z.string()),
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
  notes: z.array(caseNoteSchema),
  timeline: z.array(clientEventSchema),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;

export const clientParamsSchema = z.object({ id: recordIdSchema });
export const noteParamsSchema = z.object({ id: recordIdSchema, noteId: recordIdSchema });
export const appointmentParamsSchema = z.object({
  id: recordIdSchema,
  appointmentId: recordIdSchema,
});
export const milestoneParamsSchema = z.object({ id: recordIdSchema, milestoneId: recordIdSchema });

export const VERSION_MESSAGE = 'Please send the version of the record you are changing';

export const updateClientSchema = z.object({
  /** The version read; a save over a newer one is refused with 409. */
  version: z.number({ error: VERSION_MESSAGE }).int().positive(),
  status: z.enum(clientStatuses, { error: 'Unknown status' }).optional(),
  employmentGoal: optionalText(500),
  housingStatus: optionalText(MAX_SHORT_TEXT),
  phone: optionalText(30),
  /** Admins only: hand the client to another case worker. */
  caseWorkerId: recordIdSchema.optional(),
});
export type UpdateClientInput = z.input<typeof updateClientSchema>;

export const caseNoteInputSchema = z.object({
  body: longText(1, 'Please write the note'),
  /** Internal notes are never shown to the client. */
  internal: z.boolean().default(true),
});
export type CaseNoteInput = z.input<typeof caseNoteInputSchema>;

export const editCaseNoteSchema = z.object({ body: longText(1, 'Please write the note') });

export const appointmentInputSchema = z.object({
  title: text(2, 'Please give the appointment a title'),
  date: z.iso.datetime({ offset: true, error: 'Please choose a date and time' }),
  mode: z.enum(appointmentModes, { error: 'Please choose in person or virtual' }),
  notes: optionalText(1000),
});
export type AppointmentInput = z.input<typeof appointmentInputSchema>;

export const updateAppointmentSchema = z
  .object({
    date: z.iso.datetime({ offset: true, error: 'Please choose a date and time' }).optional(),
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
  version: z.number({ error: VERSION_MESSAGE }).int().positive(),
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
  notes: z.array(caseNoteSchema),
});
export type MyCase = z.infer<typeof myCaseSchema>;

const staff = ['caseWorker'] as const;
const ownership =
  'A case worker reaches only their own caseload (404 for another’s client); admins reach every client.';

export const clientsContract = defineContract({
  'GET /api/clients': {
    access: staff,
    summary: 'The caseload: a case worker’s own clients (admins: all), filter by status, search',
    tag: 'clients',
    querystring: clientsQuerySchema,
    response: { 200: clientsListSchema },
    errors: [400, 401, 403],
  },
  'GET /api/clients/:id': {
    access: staff,
    summary:
      'A client’s record: profile, intake (sensitive answers protected), consents, plan, notes, history',
    description: ownership,
    tag: 'clients',
    params: clientParamsSchema,
    response: { 200: clientRecordSchema },
    errors: [400, 401, 403, 404],
  },
  'PATCH /api/clients/:id': {
    access: staff,
    summary: 'Change a client’s profile; a stale version is refused with 409 (nothing overwritten)',
    description: ownership,
    tag: 'clients',
    params: clientParamsSchema,
    body: updateClientSchema,
    response: { 200: clientRecordSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'POST /api/clients/:id/sensitive': {
    access: staff,
    summary:
      'The client’s sensitive intake answers, decrypted; the read is written to the access log',
    description: `${ownership} An admin who is not the case worker must give a reason.`,
    tag: 'clients',
    params: clientParamsSchema,
    body: revealSchema,
    response: { 200: revealedAnswersSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/clients/:id/notes': {
    access: staff,
    summary: 'Add a case note (internal unless said otherwise)',
    description: ownership,
    tag: 'clients',
    params: clientParamsSchema,
    body: caseNoteInputSchema,
    response: { 201: caseNoteSchema },
    errors: [400, 401, 403, 404],
  },
  'PATCH /api/clients/:id/notes/:noteId': {
    access: staff,
    summary: 'Edit a case note; the earlier text is kept',
    description: ownership,
    tag: 'clients',
    params: noteParamsSchema,
    body: editCaseNoteSchema,
    response: { 200: caseNoteSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/clients/:id/appointments': {
    access: staff,
    summary: 'Schedule an appointment (the assessment meeting, in person or virtual)',
    description: ownership,
    tag: 'clients',
    params: clientParamsSchema,
    body: appointmentInputSchema,
    response: { 201: appointmentSchema },
    errors: [400, 401, 403, 404],
  },
  'PATCH /api/clients/:id/appointments/:appointmentId': {
    access: staff,
    summary: 'Reschedule an appointment, or mark it attended, no-show or cancelled',
    description: ownership,
    tag: 'clients',
    params: appointmentParamsSchema,
    body: updateAppointmentSchema,
    response: { 200: appointmentSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/clients/:id/plan': {
    access: staff,
    summary: 'Build the action plan from the template (milestones not already in the plan)',
    description: ownership,
    tag: 'clients',
    params: clientParamsSchema,
    response: { 200: z.object({ milestones: z.array(milestoneSchema) }) },
    errors: [400, 401, 403, 404],
  },
  'POST /api/clients/:id/milestones': {
    access: staff,
    summary: 'Add a milestone to the action plan',
    description: ownership,
    tag: 'clients',
    params: clientParamsSchema,
    body: milestoneInputSchema,
    response: { 201: milestoneSchema },
    errors: [400, 401, 403, 404],
  },
  'PATCH /api/clients/:id/milestones/:milestoneId': {
    access: staff,
    summary: 'Complete a milestone, or change its due date or owner',
    description: ownership,
    tag: 'clients',
    params: milestoneParamsSchema,
    body: updateMilestoneSchema,
    response: { 200: milestoneSchema },
    errors: [400, 401, 403, 404],
  },
  'GET /api/my/case': {
    access: ['client'],
    summary: 'The signed-in client’s plan, appointments, consents and shared notes',
    tag: 'clients',
    response: { 200: myCaseSchema },
    errors: [401, 403, 404],
  },
  'PATCH /api/my/profile': {
    access: ['client'],
    summary:
      'Update my phone, employment goal and resume details; a stale version is refused with 409',
    tag: 'clients',
    body: updateMyProfileSchema,
    response: { 200: myProfileSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'POST /api/my/appointments/:id/reschedule': {
    access: ['client'],
    summary: 'Ask my case worker to move one of my upcoming appointments',
    description:
      'Stored and shown to the case worker, who reschedules it; 409 for a past or settled appointment, or one already asked about.',
    tag: 'clients',
    params: clientParamsSchema,
    body: rescheduleRequestInputSchema,
    response: { 201: rescheduleRequestSchema },
    errors: [400, 401, 403, 404, 409],
  },
});
