import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path } from 'react-hook-form';
import { useToast } from '@/components/ui/toaster';
import { fieldHelpers } from './field-helpers';
import type { FormValues } from './form-resolver';
import { useValidatedForm, type FormDefaults, type SchemaSource } from './use-validated-form';

interface SubmissionMessages {
  failureTitle: string;
  /** Shown when the API accepts the submission; forms whose success screen says it all have none. */
  toast?: { title: string; description: string };
}

/**
 * A form that posts to the API and is replaced by a success screen with the reference the API
 * answers with (spec §8). The form keeps its own fields and screens; this is the wiring around them.
 */
export function useSubmissionForm<I extends FieldValues, O, Request>({
  schema,
  defaultValues,
  fieldOrder,
  idOf,
  mutation,
  toRequest,
  messages,
}: {
  schema: SchemaSource<I, O>;
  defaultValues: FormDefaults<I>;
  fieldOrder: readonly Path<FormValues<I>>[];
  /** The form's `formIds`, so error-summary links and fields agree. */
  idOf: (field: string) => string;
  mutation: UseMutationResult<{ reference: string }, Error, Request>;
  /** What is sent: the valid answers, less anything the API does not take. */
  toRequest: (values: O) => Request;
  messages: SubmissionMessages;
}) {
  const toast = useToast();
  const { form, onInvalid, onServerError, summaryProps } = useValidatedForm(
    schema,
    defaultValues,
    fieldOrder,
  );
  const onSubmit = form.handleSubmit((values) => {
    const { toast: successToast } = messages;
    mutation.mutate(toRequest(values), {
      onSuccess: successToast ? () => toast({ ...successToast, variant: 'success' }) : undefined,
      onError: onServerError(messages.failureTitle),
    });
  }, onInvalid);
  const pending = mutation.isPending;
  return {
    form,
    onSubmit,
    pending,
    /** The API's reference once the submission is stored; the form shows its success screen then. */
    reference: mutation.isSuccess ? mutation.data.reference : undefined,
    summaryProps: () => summaryProps(idOf),
    ...fieldHelpers(form, idOf, pending),
  };
}
