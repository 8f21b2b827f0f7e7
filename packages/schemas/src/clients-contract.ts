import { z } from './zod.js';
import { defineContract } from './contract/define-contract.js';
import { pageQuerySchema } from './paging.js';
import { revealSchema, revealedAnswersSchema } from './inbox.js';
import { invitationSchema } from './staff-users.js';
import {
  appointmentInputSchema,
  appointmentParamsSchema,
  appointmentSchema,
  caseNoteInputSchema,
  caseNoteSchema,
  clientEventSchema,
  clientParamsSchema,
  clientRecordSchema,
  clientsListSchema,
  clientsQuerySchema,
  editCaseNoteSchema,
  milestoneInputSchema,
  milestoneParamsSchema,
  milestoneSchema,
  myCaseSchema,
  myProfileSchema,
  noteParamsSchema,
  redactCaseNoteSchema,
  rescheduleRequestInputSchema,
  rescheduleRequestSchema,
  updateAppointmentSchema,
  updateClientSchema,
  updateMilestoneSchema,
  updateMyProfileSchema,
} from './clients.js';

export const caseNotesPageSchema = z.object({
  notes: z.array(caseNoteSchema),
  nextBefore: z.number().int().nullable(),
});
export type CaseNotesPage = z.infer<typeof caseNotesPageSchema>;

export const timelinePageSchema = z.object({
  entries: z.array(clientEventSchema),
  nextBefore: z.number().int().nullable(),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;

/** The routes of the case worker's workspace and the client's own view of it (issue 13). */
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
  'POST /api/clients/:id/invitation': {
    access: staff,
    summary:
      'A new one-time link (7 days) for a client who has not set a password yet; earlier links stop working',
    description: `${ownership} E-mailed through the outbox and shown once; 409 when the client already has a password.`,
    tag: 'clients',
    params: clientParamsSchema,
    response: { 201: invitationSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'POST /api/clients/:id/sensitive': {
    access: staff,
    summary:
      'The client’s sensitive intake answers, decrypted; the read is written to the access log',
    description: `${ownership} Only the client’s case worker opens them without a reason; anyone else (admins too) gives one.`,
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
    summary: 'Edit a case note or make it internal; the earlier text is kept for staff only',
    description: ownership,
    tag: 'clients',
    params: noteParamsSchema,
    body: editCaseNoteSchema,
    response: { 200: caseNoteSchema },
    errors: [400, 401, 403, 404],
  },
  'GET /api/clients/:id/notes': {
    access: staff,
    summary: 'A page of the client’s case notes, newest first (keyset: before, limit)',
    description: ownership,
    tag: 'clients',
    params: clientParamsSchema,
    querystring: pageQuerySchema,
    response: { 200: caseNotesPageSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/clients/:id/notes/:noteId/redact': {
    access: staff,
    summary:
      'Redact a case note: its text and earlier texts are erased; the redaction is on the timeline',
    description: `${ownership} The reason is kept on the timeline, never the text.`,
    tag: 'clients',
    params: noteParamsSchema,
    body: redactCaseNoteSchema,
    response: { 200: caseNoteSchema },
    errors: [400, 401, 403, 404],
  },
  'GET /api/clients/:id/timeline': {
    access: staff,
    summary: 'A page of the client’s history, newest first (keyset: before, limit)',
    description: ownership,
    tag: 'clients',
    params: clientParamsSchema,
    querystring: pageQuerySchema,
    response: { 200: timelinePageSchema },
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
