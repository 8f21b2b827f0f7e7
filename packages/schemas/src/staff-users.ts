import { z } from './zod.js';
import { email } from './fields.js';
import { idParamsSchema, recordIdSchema, timestampSchema } from './common.js';
import { newUsernameSchema, userSchema } from './auth.js';
import { defineContract } from './contract/define-contract.js';
import { userRoles } from './options.js';
import { singleLineText } from './text.js';

/**
 * Admin › Users (issue 13): staff accounts are invited by an admin (a one-time link, valid 7 days,
 * to set a password), change role, and are deactivated (their sessions end at once).
 */
export const staffRoles = ['caseWorker', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How long an account invitation's link may be used. */
export const INVITATION_VALID_DAYS = 7;
// The pages say how long the link works from @pathways/content (figures.invitationValidity).
export const ROLE_MESSAGE = 'Please choose a role';

export const managedUserSchema = userSchema.extend({
  /** When an admin deactivated the account; null while it can sign in. */
  deactivatedAt: timestampSchema.nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const USERS_PAGE_SIZE = 50;

export const usersQuerySchema = z.object({
  role: z.enum(userRoles, { error: 'Unknown role' }).optional(),
  /** Name, username or e-mail, any part, any case. */
  q: z.string().trim().max(100).optional(),
  /** Keyset pagination: users with a smaller id than this. */
  before: recordIdSchema.optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** A row of Admin › Users: how many clients are assigned to the user (Admin › Case Workers). */
export const listedUserSchema = managedUserSchema.extend({
  caseloadSize: z.number().int().nonnegative(),
});
export type ListedUser = z.infer<typeof listedUserSchema>;

export const usersListSchema = z.object({
  users: z.array(listedUserSchema),
  nextBefore: z.number().int().nullable(),
});
export type UsersList = z.infer<typeof usersListSchema>;

export const inviteStaffSchema = z.object({
  fullName: singleLineText(2, 'Please enter the full name'),
  email: email(),
  username: newUsernameSchema,
  role: z.enum(staffRoles, { error: ROLE_MESSAGE }),
});
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

/** A one-time link to set a password: shown once to the staff member who made it, to copy. */
export const invitationSchema = z.object({
  link: z.string(),
  /** Said with the link (issue 32 D1): the person signs in with it, or with their e-mail address. */
  username: z.string(),
  expiresAt: timestampSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitedUserSchema = z.object({
  user: managedUserSchema,
  invitation: invitationSchema,
});
export type InvitedUser = z.infer<typeof invitedUserSchema>;

export const updateUserSchema = z
  .object({
    role: z.enum(userRoles, { error: ROLE_MESSAGE }).optional(),
    /** false deactivates (sessions end at once); true lets the account sign in again. */
    active: z.boolean({ error: 'Please say whether the account is active' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.active !== undefined, {
    error: 'Nothing to change',
    path: ['role'],
  });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const staffUsersContract = defineContract({
  'GET /api/admin/users': {
    access: ['admin'],
    summary: 'Every account, newest first, with whether it is active',
    tag: 'users',
    querystring: usersQuerySchema,
    response: { 200: usersListSchema },
    errors: [400, 401, 403],
  },
  'POST /api/admin/users': {
    access: ['admin'],
    summary: 'Invite a staff member: the account, and a one-time link (7 days) to set a password',
    description:
      'The link is e-mailed through the outbox and shown once; 409 when the username or e-mail is taken.',
    tag: 'users',
    body: inviteStaffSchema,
    response: { 201: invitedUserSchema },
    errors: [400, 401, 403, 409],
  },
  'PATCH /api/admin/users/:id': {
    access: ['admin'],
    summary:
      "Change an account's role, or deactivate it (its sessions end at once) or reactivate it",
    description: '409 when an admin would deactivate or demote their own account.',
    tag: 'users',
    params: idParamsSchema,
    body: updateUserSchema,
    response: { 200: managedUserSchema },
    errors: [400, 401, 403, 404, 409],
  },
});
