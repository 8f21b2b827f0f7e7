import { readSimulationRunInput, simulationRunSchema, toFieldErrors } from '@pathways/schemas';
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
 * Hand-written readers of the hottest bodies: the value when a body is plainly valid, null to let
 * the schema decide (and word the field errors). Each is held to its schema by a property test in
 * @pathways/schemas, so what a caller sees is the schema's answer either way.
 */
const quickReaders: ReadonlyMap<z.ZodType, (data: unknown) => unknown> = new Map([
  [simulationRunSchema, readSimulationRunInput],
]);

/**
 * Validates with the contract's zod schema, the same one the web form uses. A missing body is
 * read as an empty form, so each required field reports its own message rather than the body as a whole.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = (httpPart ?? 'body') as RequestPart;
  const readQuickly = quickReaders.get(schema);
  return (data: unknown) => {
    const input = part === 'body' ? (data ?? {}) : data;
    const quick = readQuickly?.(input) ?? null;
    if (quick !== null) return { value: quick };
    const result = schema.safeParse(input);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(part, result.error) };
  };
};
