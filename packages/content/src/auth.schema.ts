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
  roleHint: z.string().min(1),
});
export type Auth = z.infer<typeof authSchema>;
