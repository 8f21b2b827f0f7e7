import { z } from './zod.js';
import { passwordSchema } from './auth.js';
import { timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { email } from './fields.js';

/** The one answer to a reset request, whether or not an account has that address (issue 15). */
export const PASSWORD_RESET_SENT_MESSAGE = 'If an account exists, we sent a link';
export const PASSWORD_RESET_LINK_INVALID_MESSAGE =
  'This link has expired or has already been used. Please ask for a new one.';
/** How long a reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 60;
/** base64url of 32 random bytes is 43 characters; anything far longer is not one of ours. */
const MAX_TOKEN_LENGTH = 128;

export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const passwordResetRequestedSchema = z.object({ message: z.string() });

export const passwordResetTokenSchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_LINK_INVALID_MESSAGE })
    .min(1, { error: PASSWORD_RESET_LINK_INVALID_MESSAGE })
    .max(MAX_TOKEN_LENGTH, { error: PASSWORD_RESET_LINK_INVALID_MESSAGE })
    .regex(/^[\w-]+$/, { error: PASSWORD_RESET_LINK_INVALID_MESSAGE }),
});

/** The link was good: the new password can be set until then. */
export const passwordResetWindowSchema = z.object({ expiresAt: timestampSchema });

export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const passwordResetContract = defineContract({
  'POST /api/password-reset/request': {
    access: 'public',
    summary: 'E-mail a one-time link to set a new password',
    description:
      'Always the same answer, whether or not an account has the address. The link works once, for an hour; a few are sent per account per hour.',
    tag: 'auth',
    body: forgotPasswordSchema,
    response: { 202: passwordResetRequestedSchema },
    errors: [400, 429],
  },
  'POST /api/password-reset/verify': {
    access: 'public',
    summary: "Exchange a reset link's token for a reset cookie",
    description:
      'The page calls this at once and drops the token from its address; the token then travels only in an HttpOnly cookie scoped to /api/password-reset. 410 when the link is unknown, used or expired.',
    tag: 'auth',
    body: passwordResetTokenSchema,
    response: { 200: passwordResetWindowSchema },
    errors: [400, 410, 429],
  },
  'POST /api/password-reset': {
    access: 'public',
    summary: 'Set a new password with the reset cookie; every session of the account ends',
    tag: 'auth',
    body: resetPasswordSchema,
    response: { 204: z.null() },
    errors: [400, 410, 429],
  },
});
