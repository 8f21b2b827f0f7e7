import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useToast } from '@/components/ui/toaster';
import { applyServerFieldErrors, errorMessage, summaryErrors } from './form-errors';
import { formResolver, type FormValues } from './form-resolver';

/** A zod schema as the resolver reads it: what the form holds (input) and what a valid submit gives (output). */
export interface ZodSchema<I, O> {
  _zod: { input: I; output: O };
}

/** A form's starting values: every field has one (react-hook-form's own type would let some start undefined). */
export type FormDefaults<I> = FormValues<I> & DefaultValues<FormValues<I>>;

/**
 * The validation wiring every form shares: zod on submit, then re-checked as the user corrects
 * (spec §8). Focus goes to the error summary, not the first field, so the summary is refocused
 * through `failedSubmits` each time a submit fails, in the browser or at the server.
 */
export function useValidatedForm<I extends FieldValues, O>(
  schema: ZodSchema<I, O>,
  defaultValues: FormDefaults<I>,
  fieldOrder: readonly Path<FormValues<I>>[],
) {
  const toast = useToast();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useForm<FormValues<I>, unknown, O>({
    resolver: formResolver(zodResolver(schema)),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { setError, formState } = form;
  const onInvalid = useCallback(() => setFailedSubmits((n) => n + 1), []);

  /** A mutation's `onError`: the server's field errors go on their fields (and into the summary), then a toast says why. */
  const onServerError = (failureTitle: string) => (error: unknown) => {
    if (applyServerFieldErrors(error, setError, fieldOrder)) onInvalid();
    toast({ title: failureTitle, description: errorMessage(error), variant: 'destructive' });
  };

  /** Props of the form's `ErrorSummary`: its errors in field order, linking to the ids `idOf` gives. */
  const summaryProps = (idOf: (field: string) => string) => ({
    errors: summaryErrors(formState.errors, fieldOrder, idOf),
    focusKey: failedSubmits,
  });

  return { form, failedSubmits, onInvalid, onServerError, summaryProps };
}
