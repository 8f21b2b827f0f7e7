import { STATUS_CODES } from 'node:http';
import type { FieldErrors } from '@pathways/schemas';

/** The body of every non-2xx answer (DESIGN.md §3). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fieldErrors?: FieldErrors;
}

/** An error the handler may show as-is: its status and message are meant for the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(statusCode: number, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
  }
}

export function errorBody(
  statusCode: number,
  message: string,
  fieldErrors?: FieldErrors,
): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}
