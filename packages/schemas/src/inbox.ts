import { z } from './zod.js';
import { longText, MAX_SHORT_TEXT } from './fields.js';
import { recordIdSchema, timestampSchema } from './common.js';
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
  /** Keyset pagination: the `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^\d+-[a-zA-Z]+-\d+$/, { error: 'Unknown cursor' })
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

export const inboxDetailSchema = inboxItemSchema.extend({
  /** The form's answers; sensitive ones read "[protected]" until revealed (and logged). */
  answers: z.record(z.string(), z.unknown()),
  protectedFields: z.array(z.string()),
  notes: z.array(inboxNoteSchema),
  /** The client made from this intake, once accepted. */
  clientId: z.number().int().nullable(),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

export const updateInboxItemSchema = z
  .object({
    status: z.enum(inboxStatuses, { error: 'Unknown status' }).optional(),
    /** A staff member's id, or null to unassign. */
    assignedTo: recordIdSchema.nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assignedTo !== undefined, {
    error: 'Nothing to change',
    path: ['status'],
  });
export type UpdateInboxItemInput = z.infer<typeof updateInboxItemSchema>;

export const inboxNoteInputSchema = z.object({
  body: longText(1, 'Please write the note'),
});

export const REASON_MESSAGE = 'Please say why you need to see this (at least 5 characters)';
/** Why an admin who is not the assigned case worker opens sensitive fields (kept in the access log). */
export const revealSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});

export const revealedAnswersSchema = z.object({
  answers: z.record(z.string(), z.unknown()),
});

export const acceptIntakeSchema = z.object({
  /** The case worker to assign; a case worker may leave it out to claim the client. */
  caseWorkerId: recordIdSchema.optional(),
});
export type AcceptIntakeInput = z.infer<typeof acceptIntakeSchema>;

export const acceptedIntakeSchema = z.object({
  clientId: z.number().int(),
  username: z.string(),
  invitation: invitationSchema,
});
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
    summary: 'Change a submission’s status or who it is assigned to',
    tag: 'inbox',
    params: inboxParamsSchema,
    body: updateInboxItemSchema,
    response: { 200: inboxItemSchema },
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
      'The assigned staff member or an admin; an admin who is not assigned must give a reason (400 otherwise). Others get 404.',
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
      'An admin names the case worker; a case worker claims the client for themself. 409 when already accepted.',
    tag: 'inbox',
    params: z.object({ id: recordIdSchema }),
    body: acceptIntakeSchema,
    response: { 201: acceptedIntakeSchema },
    errors: [400, 401, 403, 404, 409],
  },
});
