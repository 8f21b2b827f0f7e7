import type { z } from 'zod';

/** Field name → its messages, the `fieldErrors` of the API's 400 body (DESIGN.md §3). */
export type FieldErrors = Record<string, string[]>;

/**
 * Groups a validation error's messages by top-level field; errors on the whole form go under "_form".
 * @example
 * const result = contactSchema.safeParse(body);
 * if (!result.success) reply.code(400).send({ fieldErrors: toFieldErrors(result.error) });
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const [first] = issue.path;
    const field = first === undefined ? '_form' : String(first);
    const messages = (fieldErrors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fieldErrors;
}
