import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError, withoutStatus } from '@/lib/api-client';
import type { SummaryError } from './error-summary';

/**
 * A field's message by its path ("steps.2.name" in a list of steps); a list's own message (too
 * many, names not unique) is its `root`.
 */
export function errorAt(errors: FieldErrors, field: string): string | undefined {
  const error = get<FieldErrors, { message?: unknown; root?: { message?: unknown } } | undefined>(
    errors,
    field,
  );
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The errors of a form in the order its fields appear, for the error summary. */
export function summaryErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: readonly Path<T>[],
  idOf: (field: Path<T>) => string,
): SummaryError[] {
  return fieldOrder.flatMap((field) => {
    const message = errorAt(errors, field);
    return message ? [{ id: idOf(field), message }] : [];
  });
}

/** Puts the API's 400 `fieldErrors` on the fields that exist in the form; returns whether any matched. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOrder: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let matched = false;
  for (const field of fieldOrder) {
    const [message] = error.fieldErrors[field] ?? [];
    if (message) {
      setError(field, { type: 'server', message });
      matched = true;
    }
  }
  return matched;
}

/** The message a toast shows for a failed call. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "dateOfBirth" → "Date of birth": a field the API named that the form has no box for. */
function fieldName(field: string): string {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a failed save's toast says, without the HTTP status (issue 32). A 400 whose field errors
 * name fields the form does not show would otherwise read "Please check the highlighted fields"
 * with nothing highlighted: each such field is named with its own message (which says the limit).
 */
export function serverErrorDescription(
  error: unknown,
  fieldOrder: readonly string[],
  translate: (message: string) => string,
): string {
  if (error instanceof ApiError && error.fieldErrors) {
    const unshown = Object.entries(error.fieldErrors).flatMap(([field, messages]) => {
      const [message] = messages;
      return !fieldOrder.includes(field) && message
        ? [`${fieldName(field)}: ${translate(message)}`]
        : [];
    });
    if (unshown.length > 0) return unshown.join(' ');
  }
  return withoutStatus(translate(errorMessage(error)));
}
