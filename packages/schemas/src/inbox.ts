import { z } from './zod.js';
import { longText, MAX_SHORT_TEXT, optionalText } from './fields.js';
import { MAX_DATABASE_ID, recordIdSchema, timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { invitationSchema } from './staff-users.js';

/**
 * The staff inbox (issue 13): every stored submission, of every kind, in one list. A kind is one
 * submission table; the API keeps a registry of them (routes/inbox/kinds.ts), so a new form adds
 * an entry there and here.
 */
export const inboxKinds = [
  'contact',
  'clientIntake',
  'employerPartnership',
  'volunteer',
  'employerOnboarding',
  'donationPledge',
  'recordClearing',
] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** New → In review → Accepted / Declined / Closed; a contact message is answered rather than accepted. */
export const inboxStatuses = ['new', 'inReview', 'accepted', 'declined', 'closed'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

/**
 * The moves a submission's status may make (issue 32 D5). Declined and Closed end it, each with a
 * reason, and are reopened only into review; an intake is accepted only by its Accept action.
 * Anything else is refused (409) with a message that names both statuses.
 */
export const inboxTransitions: Readonly<Record<InboxStatus, readonly InboxStatus[]>> = {
  new: ['inReview', 'accepted', 'declined', 'closed'],
  inReview: ['new', 'accepted', 'declined', 'closed'],
  accepted: [],
  declined: ['inReview'],
  closed: ['inReview'],
};

export function canMoveSubmission(from: InboxStatus, to: InboxStatus): boolean {
  return inboxTransitions[from].includes(to);
}

/** The statuses a submission reaches only with a reason (kept on its history). */
export const reasonedInboxStatuses: readonly InboxStatus[] = ['declined', 'closed'];
export const MAX_INBOX_REASON = 500;
export const INBOX_REASON_REQUIRED = 'Please say why (at least 3 characters)';
export const MIN_INBOX_REASON = 3;

export const INBOX_PAGE_SIZE = 25;

const staffRefSchema = z.object({ id: z.number().int(), fullName: z.string() });

export const inboxItemSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  submittedAt: timestampSchema,
  status: z.enum(inboxStatuses),
  assignedTo: staffRefSchema.nullable(),
  /**
   * References of other submissions of the same kind from the same e-mail, name, phone, or name and
   * date of birth (never merged).
   */
  possibleDuplicates: z.array(z.string()),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxQuerySchema = z.object({
  kind: z.enum(inboxKinds, { error: 'Unknown kind' }).optional(),
  status: z.enum(inboxStatuses, { error: 'Unknown status' }).optional(),
  /** A name, an e-mail or a reference number, any part, any case. */
  q: z.string().trim().max(MAX_SHORT_TEXT).optional(),
  /**
   * Keyset pagination: the `nextCursor` of the page before (microseconds, kind, id). The digits are
   * bounded so no cursor can name a time or id past what the database holds.
   */
  cursor: z
    .string()
    .regex(/^\d{1,18}-[a-zA-Z]{1,40}-\d{1,10}$/, { error: 'Unknown cursor' })
    .refine((cursor) => Number(cursor.split('-')[2]) <= MAX_DATABASE_ID, {
      error: 'Unknown cursor',
    })
    .optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxListSchema = z.object({
  items: z.array(inboxItemSchema),
  nextCursor: z.string().nullable(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxParamsSchema = z.object({
  kind: z.enum(inboxKinds, { error: 'Unknown kind' }),
  id: recordIdSchema,
});

export const inboxNoteSchema = z.object({
  id: z.number().int(),
  author: staffRefSchema.nullable(),
  body: z.string(),
  createdAt: timestampSchema,
});
export type InboxNote = z.infer<typeof inboxNoteSchema>;

/** What changed on a submission: its status or who it is assigned to (issue 25: kept, never lost). */
export const submissionChanges = ['status', 'assignedTo', 'reply'] as const;
export type SubmissionChange = (typeof submissionChanges)[number];

export const submissionEventSchema = z.object({
  id: z.number().int(),
  at: timestampSchema,
  actor: staffRefSchema.nullable(),
  change: z.enum(submissionChanges),
  /** A status, or the assignee's name as it was; null for none (a reply has neither). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Why it was declined or closed; null for other changes. */
  reason: z.string().nullable(),
});
export type SubmissionEvent = z.infer<typeof submissionEventSchema>;

/** The newest changes shown with a submission; older ones from its history route. */
export const SUBMISSION_HISTORY_PAGE_SIZE = 20;

export const submissionHistoryPageSchema = z.object({
  entries: z.array(submissionEventSchema),
  nextBefore: z.number().int().nullable(),
});
export type SubmissionHistoryPage = z.infer<typeof submissionHistoryPageSchema>;

export const submissionHistoryQuerySchema = z.object({ before: recordIdSchema.optional() });

export const inboxDetailSchema = inboxItemSchema.extend({
  /** The form's answers; sensitive ones read "[protected]" until revealed (and logged). */
  answers: z.record(z.string(), z.unknown()),
  protectedFields: z.array(z.string()),
  notes: z.array(inboxNoteSchema),
  /** The client made from this intake, once accepted. */
  clientId: z.number().int().nullable(),
  /** Status and assignment changes, newest first (one page). */
  history: z.array(submissionEventSchema),
  historyNextBefore: z.number().int().nullable(),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

export const updateInboxItemSchema = z
  .object({
    status: z.enum(inboxStatuses, { error: 'Unknown status' }).optional(),
    /** A staff member's id, or null to unassign. */
    assignedTo: recordIdSchema.nullable().optional(),
    /** Required to decline or close (reasonedInboxStatuses). */
    reason: optionalText(MAX_INBOX_REASON),
  })
  .refine((body) => body.status !== undefined || body.assignedTo !== undefined, {
    error: 'Nothing to change',
    path: ['status'],
  })
  .refine(
    (body) =>
      body.status === undefined ||
      !reasonedInboxStatuses.includes(body.status) ||
      (body.reason ?? '').length >= MIN_INBOX_REASON,
    { error: INBOX_REASON_REQUIRED, path: ['reason'] },
  );
export type UpdateInboxItemInput = z.infer<typeof updateInboxItemSchema>;

export const inboxNoteInputSchema = z.object({
  body: longText(1, 'Please write the note'),
});

/** The staff's decline or close form: the reason, checked as the API checks it. */
export const inboxReasonFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(MIN_INBOX_REASON, { error: INBOX_REASON_REQUIRED })
    .max(MAX_INBOX_REASON, {
      error: `Please keep this under ${MAX_INBOX_REASON.toLocaleString('en-US')} characters`,
    }),
});

export const INBOX_REPLY_REQUIRED = 'Please write your reply';
/** A reply by e-mail to whoever sent the submission, through the outbox. */
export const inboxReplySchema = z.object({
  body: longText(1, INBOX_REPLY_REQUIRED),
});
export type InboxReplyInput = z.infer<typeof inboxReplySchema>;

export const REASON_MESSAGE = 'Please say why you need to see this (at least 5 characters)';
/**
 * Why someone without need-to-know (not the client's case worker, nor the case worker who claimed
 * the intake) opens sensitive fields, admins included; kept in the access log.
 */
export const revealSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});

export const revealedAnswersSchema = z.object({
  answers: z.record(z.string(), z.unknown()),
});

export const CASE_WORKER_REQUIRED = 'Please choose a case worker';
/** An admin's accept form: the case worker chosen from the list, as the id the API takes. */
export const assignIntakeFormSchema = z.object({
  caseWorkerId: z
    .string()
    .min(1, { error: CASE_WORKER_REQUIRED })
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_DATABASE_ID)),
});

export const acceptIntakeSchema = z.object({
  /** The case worker to assign; a case worker may leave it out to claim the client. */
  caseWorkerId: recordIdSchema.optional(),
  /**
   * The client account that already has the intake's e-mail: linked to the new record instead of
   * a new account (offered by the 409 that found it).
   */
  linkToUserId: recordIdSchema.optional(),
});
export type AcceptIntakeInput = z.infer<typeof acceptIntakeSchema>;

export const acceptedIntakeSchema = z.object({
  clientId: z.number().int(),
  username: z.string(),
  /** The link to set a password; null when an existing account was linked (it has one). */
  invitation: invitationSchema.nullable(),
});

/** The 409 of an accept whose e-mail already has an account: says which, so staff can link it. */
export function existingAccountMessage(username: string): string {
  return `An account with this e-mail already exists (${username}). Accept again with “Link the existing account” to give it this client record, or change the e-mail on the intake first.`;
}
export type AcceptedIntake = z.infer<typeof acceptedIntakeSchema>;

const staff = ['caseWorker'] as const;

export const inboxContract = defineContract({
  'GET /api/inbox': {
    access: staff,
    summary:
      'Every submission, newest first; filter by kind and status, search name, e-mail or reference',
    tag: 'inbox',
    querystring: inboxQuerySchema,
    response: { 200: inboxListSchema },
    errors: [400, 401, 403],
  },
  'GET /api/inbox/:kind/:id': {
    access: staff,
    summary: 'One submission with its answers (sensitive ones protected) and internal notes',
    tag: 'inbox',
    params: inboxParamsSchema,
    response: { 200: inboxDetailSchema },
    errors: [400, 401, 403, 404],
  },
  'PATCH /api/inbox/:kind/:id': {
    access: staff,
    summary:
      'Change a submission’s status or who it is assigned to (each change kept in its history)',
    description:
      'A case worker claims only an unassigned submission, and never reassigns one accepted or claimed by someone else (409). Declining or closing needs a reason; a move the status cannot make (a closed submission declined, say) is refused with 409.',
    tag: 'inbox',
    params: inboxParamsSchema,
    body: updateInboxItemSchema,
    response: { 200: inboxItemSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'POST /api/inbox/:kind/:id/reply': {
    access: staff,
    summary:
      'Answer the person who sent a submission by e-mail (through the outbox, in the language they used)',
    description:
      'The reply is kept on the submission’s history (who and when, not the words); the e-mail goes out once the outbox sends it.',
    tag: 'inbox',
    params: inboxParamsSchema,
    body: inboxReplySchema,
    response: { 201: submissionEventSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/inbox/:kind/:id/notes': {
    access: staff,
    summary: 'Add an internal note to a submission',
    tag: 'inbox',
    params: inboxParamsSchema,
    body: inboxNoteInputSchema,
    response: { 201: inboxNoteSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/inbox/clientIntake/:id/reveal': {
    access: staff,
    summary: "An intake's sensitive answers, decrypted; the read is written to the access log",
    description:
      'Before acceptance, the case worker who claimed it; after, the client’s case worker. Anyone else who may reach it (admins) must give a reason (400 otherwise); other case workers get 404. Logged with the client id once accepted.',
    tag: 'inbox',
    params: z.object({ id: recordIdSchema }),
    body: revealSchema,
    response: { 200: revealedAnswersSchema },
    errors: [400, 401, 403, 404],
  },
  'GET /api/inbox/:kind/:id/history': {
    access: staff,
    summary: 'Older status and assignment changes of a submission (keyset: before)',
    tag: 'inbox',
    params: inboxParamsSchema,
    querystring: submissionHistoryQuerySchema,
    response: { 200: submissionHistoryPageSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/inbox/volunteer/:id/reveal': {
    access: staff,
    summary:
      "A volunteer application's date of birth, decrypted; the read is written to the access log",
    description:
      'The staff member it is assigned to; anyone else (admins too) must give a reason (400 otherwise). Case workers without it get 404.',
    tag: 'inbox',
    params: z.object({ id: recordIdSchema }),
    body: revealSchema,
    response: { 200: revealedAnswersSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/inbox/clientIntake/:id/accept': {
    access: staff,
    summary:
      'Accept an intake: the client record from its answers, a case worker, and an invitation',
    description:
      'An admin names the case worker; a case worker claims an unassigned intake (or their own) for themself. 409 when already accepted, claimed by someone else, or when the e-mail already has an account (link it with linkToUserId).',
    tag: 'inbox',
    params: z.object({ id: recordIdSchema }),
    body: acceptIntakeSchema,
    response: { 201: acceptedIntakeSchema },
    errors: [400, 401, 403, 404, 409],
  },
});
