import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useToast } from '@/components/ui/toaster';
import { useLocaleText } from '@/lib/i18n/locale-context';
import {
  isNetworkFailure,
  newIdempotencyKey,
  tagWithIdempotencyKey,
} from '@/lib/offline/idempotency-key';
import { fieldHelpers } from './field-helpers';
import type { FormValues } from './form-resolver';
import { useFormDraft } from './use-form-draft';
import { useOfflineSubmission, type OfflineOptions } from './use-offline-submission';
import { useValidatedForm, type FormDefaults, type SchemaSource } from './use-validated-form';

interface SuccessToast {
  title: string;
  description: string;
}

interface SubmissionMessages<O> {
  failureTitle: string;
  /**
   * Shown when the API accepts the submission; forms whose success screen says it all have none.
   * A function when the words depend on the answers (the donation's "one-time" or "monthly").
   */
  toast?: SuccessToast | ((values: O) => SuccessToast);
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
  offline,
}: {
  schema: SchemaSource<I, O>;
  defaultValues: FormDefaults<I>;
  fieldOrder: readonly Path<FormValues<I>>[];
  /** The form's `formIds`, so error-summary links and fields agree. */
  idOf: (field: string) => string;
  mutation: UseMutationResult<{ reference: string }, Error, Request>;
  /** What is sent: the valid answers, less anything the API does not take. */
  toRequest: (values: O) => Request;
  messages: SubmissionMessages<O>;
  /** Public forms (issue 28): a draft kept on the phone, and a send that waits for a signal. */
  offline?: OfflineOptions;
}) {
  const toast = useToast();
  const { locale } = useLocaleText();
  const { form, onInvalid, onServerError, summaryProps } = useValidatedForm(
    schema,
    defaultValues,
    fieldOrder,
  );
  const draft = useFormDraft(offline?.form, form, defaultValues);
  const [sentLater, setSentLater] = useState<string>();
  const { forget } = draft;
  const onSentLater = useCallback(
    (reference: string) => {
      forget();
      setSentLater(reference);
    },
    [forget],
  );
  const onRefused = useCallback(
    () => toast({ title: messages.failureTitle, variant: 'destructive' }),
    [toast, messages.failureTitle],
  );
  const outbox = useOfflineSubmission(offline, locale, draft.ownPhone, onSentLater, onRefused);
  const onSubmit = form.handleSubmit((values) => {
    const successToast =
      typeof messages.toast === 'function' ? messages.toast(values) : messages.toast;
    // One key for this submission, however many times it is tried (api-client.ts reads it).
    const key = newIdempotencyKey();
    const request = tagWithIdempotencyKey(toRequest(values), key);
    if (outbox.enabled && typeof request === 'object' && request !== null && !navigator.onLine) {
      outbox.queue(request, key);
      return;
    }
    mutation.mutate(request, {
      onSuccess: () => {
        draft.forget();
        if (successToast) toast({ ...successToast, variant: 'success' });
      },
      onError: (error) => {
        if (outbox.enabled && isNetworkFailure(error) && typeof request === 'object' && request) {
          mutation.reset();
          outbox.queue(request, key);
        } else onServerError(messages.failureTitle)(error);
      },
    });
  }, onInvalid);
  // While a submission waits for a signal the form is read-only: a second press would be a second send.
  const pending = mutation.isPending || outbox.queued;
  return {
    form,
    onSubmit,
    pending,
    /** The API's reference once the submission is stored; the form shows its success screen then. */
    reference: mutation.isSuccess ? mutation.data.reference : sentLater,
    /** Back to an empty form after the success screen. */
    startAgain: () => {
      form.reset(defaultValues);
      mutation.reset();
      setSentLater(undefined);
    },
    /** What `OfflineNotices` shows: the restored draft, the "my own phone" box, a submission waiting. */
    offline: offline
      ? {
          form: offline.form,
          locale,
          restoredAt: draft.restoredAt,
          clear: draft.clear,
          ownPhone: draft.ownPhone,
          setOwnPhone: draft.setOwnPhone,
          queued: outbox.queued,
          inMemoryOnly: outbox.inMemoryOnly,
          disabled: pending,
        }
      : undefined,
    summaryProps: () => summaryProps(idOf),
    ...fieldHelpers(form, idOf, pending),
  };
}
