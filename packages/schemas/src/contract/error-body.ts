import { z } from '../zod.js';

/** The body of every non-2xx answer (DESIGN.md §3); `fieldErrors` only for validation. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
