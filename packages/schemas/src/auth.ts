import { z } from './zod.js';
import { email, text } from './fields.js';
import { oneOf } from './option.js';
import { registrationRoleOptions } from './options.js';

export const USERNAME_MESSAGE = 'Username must be at least 3 characters';
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
/** argon2 hashes any length, but a cap stops a megabyte "password" from costing CPU. */
const MAX_PASSWORD = 200;

const username = text(3, USERNAME_MESSAGE, 50);
const password = z
  .string({ error: PASSWORD_MESSAGE })
  .min(6, { error: PASSWORD_MESSAGE })
  .max(MAX_PASSWORD, { error: `Password must be at most ${MAX_PASSWORD} characters` });

export const loginSchema = z.object({ username, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    fullName: text(2, 'Please enter your full name'),
    email: email(),
    username,
    role: oneOf(registrationRoleOptions, 'Please choose the kind of account you need'),
    password,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  });
export type RegisterInput = z.infer<typeof registerSchema>;
