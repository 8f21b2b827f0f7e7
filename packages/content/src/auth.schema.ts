import { z } from 'zod';
import { testimonialSchema } from './shared.schema.js';

/**
 * Zod schemas of `./auth.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const authSchema = z.object({
  title: z.string().min(1),
  loginTab: z.string().min(1),
  registerTab: z.string().min(1),
  sidePanel: z.object({
    heading: z.string().min(1),
    description: z.string().min(1),
    clientPortal: z.object({
      title: z.literal('Client Portal'),
      features: z.array(z.string().min(1)).length(3),
    }),
    employerPortal: z.object({
      title: z.literal('Employer Portal'),
      features: z.array(z.string().min(1)).length(2),
    }),
    testimonial: testimonialSchema,
  }),
  roleLabel: z.string().min(1),
  roleOptions: z.object({
    client: z.literal('Client seeking help'),
    employer: z.literal('Employer looking to hire'),
  }),
  intro: z.string().min(1),
  /** The sign-in and registration forms' labels, hints and buttons. */
  loginForm: z.object({
    ariaLabel: z.string().min(1),
    username: z.string().min(1),
    usernameHint: z.string().min(1),
    password: z.string().min(1),
    submit: z.string().min(1),
    pending: z.string().min(1),
  }),
  registerForm: z.object({
    ariaLabel: z.string().min(1),
    fullName: z.string().min(1),
    email: z.string().min(1),
    username: z.string().min(1),
    usernameHint: z.string().min(1),
    password: z.string().min(1),
    passwordHint: z.string().min(1),
    confirmPassword: z.string().min(1),
    submit: z.string().min(1),
    pending: z.string().min(1),
  }),
  showPasswordLabel: z.string().min(1),
  roleHint: z.string().min(1),
  passwordReset: z.object({
    forgotLink: z.literal('Forgot password?'),
    forgot: z.object({
      title: z.string().min(1),
      intro: z.string().min(1),
      emailLabel: z.string().min(1),
      submit: z.string().min(1),
      submitting: z.string().min(1),
      failureTitle: z.string().min(1),
      sentTitle: z.string().min(1),
      sentHelp: z.string().includes('{phone}'),
      backToLogin: z.string().min(1),
    }),
    reset: z.object({
      title: z.string().min(1),
      checking: z.string().min(1),
      intro: z.string().min(1),
      passwordLabel: z.string().min(1),
      confirmLabel: z.string().min(1),
      submit: z.string().min(1),
      submitting: z.string().min(1),
      failureTitle: z.string().min(1),
      doneTitle: z.string().min(1),
      doneText: z.string().min(1),
      toLogin: z.string().min(1),
      invalidTitle: z.string().min(1),
      missingToken: z.string().min(1),
      askAgain: z.string().min(1),
    }),
  }),
});
export type Auth = z.infer<typeof authSchema>;
