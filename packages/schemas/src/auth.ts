import { z } from './zod.js';
import { email, text } from './fields.js';
import { timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { oneOf } from './option.js';
import { registrationRoleOptions, userRoles } from './options.js';
import { singleLineText, usernameText } from './text.js';

export const USERNAME_MESSAGE = 'Username must be at least 3 characters';
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
/** argon2 hashes any length, but a cap stops a megabyte "password" from costing CPU. */
const MAX_PASSWORD = 200;

const USERNAME_MIN = 3;
const USERNAME_MAX = 50;
/** An e-mail address's longest form (RFC 5321's path limit): sign-in takes one in place of a username. */
const EMAIL_MAX = 254;
/**
 * Signing in takes a name as it was registered, or the account's e-mail address (issue 32 D1: people
 * remember their address, not a name someone else chose); a new name is normalised and restricted
 * (text.ts), and never holds an "@", so the two cannot be confused.
 */
const username = text(USERNAME_MIN, USERNAME_MESSAGE, EMAIL_MAX);
export const newUsernameSchema = usernameText(USERNAME_MIN, USERNAME_MESSAGE, USERNAME_MAX);
const password = z
  .string({ error: PASSWORD_MESSAGE })
  .min(6, { error: PASSWORD_MESSAGE })
  .max(MAX_PASSWORD, { error: `Password must be at most ${MAX_PASSWORD} characters` });

/** The rule of every new password (registration, reset). */
export const passwordSchema = password;

export const loginSchema = z.object({ username, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    fullName: singleLineText(2, 'Please enter your full name'),
    email: email(),
    username: newUsernameSchema,
    role: oneOf(registrationRoleOptions, 'Please choose the kind of account you need'),
    password,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** A user as the API shows it (DESIGN.md §3); never the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  fullName: z.string(),
  phone: z.string().nullable(),
  createdAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/** When the signed-in session ends (for the timeout warning, WCAG 2.2.1). */
export const sessionInfoSchema = z.object({ expiresAt: timestampSchema });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const authContract = defineContract({
  'GET /api/user': {
    access: 'signed-in',
    summary: 'The signed-in user',
    description: 'A 401 means nobody is signed in (the web reads it as "signed out").',
    tag: 'auth',
    response: { 200: userSchema },
    errors: [401],
  },
  'POST /api/register': {
    access: 'public',
    summary: 'Create a client or employer account and sign it in',
    tag: 'auth',
    body: registerSchema,
    response: { 201: userSchema },
    errors: [400, 409, 429],
  },
  'POST /api/login': {
    access: 'public',
    summary: "Sign in with a username or the account's e-mail address; the session id is rotated",
    tag: 'auth',
    body: loginSchema,
    response: { 200: userSchema },
    errors: [400, 401, 429],
  },
  'POST /api/logout': {
    access: 'public',
    summary: 'Sign out: the session ends and its cookie is cleared',
    tag: 'auth',
    response: { 204: z.null() },
  },
  'GET /api/session': {
    access: 'signed-in',
    summary: 'When the session ends; reading it does not extend it',
    tag: 'auth',
    response: { 200: sessionInfoSchema },
    errors: [401],
  },
  'POST /api/session/refresh': {
    access: 'signed-in',
    summary: 'Extend the session (the user chose to stay signed in)',
    tag: 'auth',
    response: { 200: sessionInfoSchema },
    errors: [401],
  },
});
