import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import type { SummaryError } from './error-summary';

/** The errors of a form in the order its fields appear, for the error summary. */
export function summaryErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: readonly Path<T>[],
  idOf: (field: Path<T>) => string,
): SummaryError[] {
  return fieldOrder.flatMap((field) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    return typeof message === 'string' && message ? [{ id: idOf(field), message }] : [];
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
