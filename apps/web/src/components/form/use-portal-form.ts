import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path } from 'react-hook-form';
import { useToast } from '@/components/ui/toaster';
import { fieldHelpers } from './field-helpers';
import type { FormValues } from './form-resolver';
import { useValidatedForm, type FormDefaults, type SchemaSource } from './use-validated-form';
import { useVersionConflict, type VersionConflictConfig } from './use-version-conflict';

/**
 * A portal form (issue 26): the same zod schema the API validates with checks it in the browser
 * first (inline errors and the summary, nothing sent), the server's field errors land on the same
 * fields, what was typed stays on every failure, the button is busy while sending (so a double
 * click sends once), and a toast confirms. `resetOnSuccess` empties the form for the next entry;
 * `valuesAfterSave` fills it with what was saved instead (a record edited again later). A form that
 * saves over a version passes `conflict`: a stale save then shows both versions (VersionConflict).
 */
export function usePortalForm<I extends FieldValues, O, Variables, Data>({
  schema,
  defaultValues,
  fieldOrder,
  idOf,
  mutation,
  toVariables,
  messages,
  resetOnSuccess = true,
  valuesAfterSave,
  conflict,
  onSuccess,
}: {
  schema: SchemaSource<I, O>;
  defaultValues: FormDefaults<I>;
  fieldOrder: readonly Path<FormValues<I>>[];
  idOf: (field: string) => string;
  mutation: UseMutationResult<Data, Error, Variables>;
  toVariables: (values: O) => Variables;
  /** Without `success`, the form confirms inline itself (a spec string shown beside the form). */
  messages: { failureTitle: string; success?: string };
  resetOnSuccess?: boolean;
  valuesAfterSave?: (data: Data) => FormDefaults<I>;
  conflict?: VersionConflictConfig<FormValues<I>>;
  onSuccess?: (data: Data) => void;
}) {
  const toast = useToast();
  const { form, onInvalid, onServerError, summaryProps } = useValidatedForm(
    schema,
    defaultValues,
    fieldOrder,
  );
  const versionConflict = useVersionConflict(form, conflict);
  const pending = mutation.isPending;
  const showServerError = onServerError(messages.failureTitle);
  const onSubmit = form.handleSubmit((values) => {
    // The button is disabled while sending; this also stops an Enter pressed twice.
    if (mutation.isPending) return;
    mutation.mutate(toVariables(values), {
      onSuccess: (data) => {
        if (valuesAfterSave) form.reset(valuesAfterSave(data));
        else if (resetOnSuccess) form.reset(defaultValues);
        if (messages.success) toast({ title: messages.success, variant: 'success' });
        onSuccess?.(data);
      },
      onError: (error) => {
        void versionConflict.handle(error).then((shown) => {
          if (!shown) showServerError(error);
        });
      },
    });
  }, onInvalid);
  return {
    form,
    errors: form.formState.errors,
    onSubmit,
    pending,
    summaryProps: () => summaryProps(idOf),
    field: fieldHelpers(form, idOf, pending),
    /** Props of `VersionConflict` while a stale save is being resolved, else undefined. */
    conflictProps: () => versionConflict.viewProps(() => void onSubmit(), pending),
  };
}
