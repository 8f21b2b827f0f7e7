import { toFieldErrors } from '@pathways/schemas';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Where in the request a validation failed. */
export type RequestPart = 'body' | 'params' | 'querystring' | 'headers';

/** A request that does not match its contract; the error handler turns it into a 400 with fieldErrors (404 for a path). */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    readonly part: RequestPart,
    error: z.ZodError,
  ) {
    super(`Invalid ${part}`);
    this.name = 'RequestValidationError';
    this.fieldErrors = toFieldErrors(error);
  }
}

/**
 * Validates with the contract's zod schema, the same one the web form uses. A missing body is
 * read as an empty form, so each required field reports its own message rather than the body as a whole.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    const part = (httpPart ?? 'body') as RequestPart;
    const result = schema.safeParse(part === 'body' ? (data ?? {}) : data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(part, result.error) };
  };
