import { toFieldErrors } from '@pathways/schemas';
import type { z } from 'zod';
import { HttpError } from './http-error.js';

const VALIDATION_MESSAGE = 'Please check the highlighted fields';

/** Parses a request body with a shared schema, or throws the 400 with `fieldErrors` the forms show. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new HttpError(400, VALIDATION_MESSAGE, toFieldErrors(result.error));
  }
  return result.data;
}
