import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useToast } from '@/components/ui/toaster';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { applyServerFieldErrors, serverErrorDescription, summaryErrors } from './form-errors';
import { formResolver, type FormValues } from './form-resolver';

/** A zod schema as the resolver reads it: what the form holds (input) and what a valid submit gives (output). */
export interface ZodSchema<I, O> {
  _zod: { input: I; output: O };
}

/** A schema, or how to fetch it when first needed (lazy-schemas.ts). */
export type SchemaSource<I, O> = ZodSchema<I, O> | (() => Promise<ZodSchema<I, O>>);

/**
 * zod's resolver for a schema fetched on first use: the first validation waits for it; `warm`
 * starts the download earlier, as soon as someone begins to use the page. A download that fails
 * (the signal dropped) is forgotten, so the next validation tries again instead of never working.
 */
function resolverFor<I extends FieldValues, O>(source: SchemaSource<I, O>) {
  if (typeof source !== 'function') return { resolver: zodResolver(source), warm: () => {} };
  let loaded: Promise<Resolver<I, unknown, O>> | undefined;
  const load = () =>
    (loaded ??= source()
      .then((schema) => zodResolver(schema))
      .catch((error: unknown) => {
        loaded = undefined;
        throw error;
      }));
  const resolver: Resolver<I, unknown, O> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, warm: () => void load() };
}

/** A form's starting values: every field has one (react-hook-form's own type would let some start undefined). */
export type FormDefaults<I> = FormValues<I> & DefaultValues<FormValues<I>>;

/**
 * The validation wiring every form shares: zod on submit, then re-checked as the user corrects
 * (spec §8). Focus goes to the error summary, not the first field, so the summary is refocused
 * through `failedSubmits` each time a submit fails, in the browser or at the server.
 */
export function useValidatedForm<I extends FieldValues, O>(
  schema: SchemaSource<I, O>,
  defaultValues: FormDefaults<I>,
  fieldOrder: readonly Path<FormValues<I>>[],
) {
  const toast = useToast();
  const { serverMessage } = useLocaleText();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [{ resolver, warm }] = useState(() => resolverFor(schema));
  useEffect(() => {
    // A person's first touch, click or key press, not a focus the page itself moves on load; or
    // their first step into a field, so the schema arrives while they type, before the signal
    // may drop (a form whose schema never came cannot be checked offline, issue 28).
    const events = ['pointerdown', 'keydown'] as const;
    const onFocus = (event: FocusEvent) => {
      const { target } = event;
      if (
        target instanceof HTMLInputElement ||
        target instanceof HTMLTextAreaElement ||
        target instanceof HTMLSelectElement
      ) {
        warm();
        document.removeEventListener('focusin', onFocus);
      }
    };
    for (const type of events) document.addEventListener(type, warm, { once: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      for (const type of events) document.removeEventListener(type, warm);
      document.removeEventListener('focusin', onFocus);
    };
  }, [warm]);
  const form = useForm<FormValues<I>, unknown, O>({
    resolver: formResolver(resolver),
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
    toast({
      title: failureTitle,
      description: serverErrorDescription(error, fieldOrder, serverMessage),
      variant: 'destructive',
    });
  };

  /** Props of the form's `ErrorSummary`: its errors in field order, linking to the ids `idOf` gives. */
  const summaryProps = (idOf: (field: string) => string) => ({
    errors: summaryErrors(formState.errors, fieldOrder, idOf),
    focusKey: failedSubmits,
  });

  return { form, failedSubmits, onInvalid, onServerError, summaryProps };
}
