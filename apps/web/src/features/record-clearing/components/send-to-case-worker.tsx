import type { RecordClearing, Translation } from '@pathways/content';
import type { CaseInput } from '@pathways/record-clearing';
import { useCallback, useState, type FormEvent } from 'react';
import { Checkbox, SubmitButton, TextInput } from '@/components/form';
import { useOfflineSubmission } from '@/components/form/use-offline-submission';
import { ApiError } from '@/lib/api-client';
import {
  isNetworkFailure,
  newIdempotencyKey,
  tagWithIdempotencyKey,
} from '@/lib/offline/idempotency-key';
import { offlineTextFor } from '@/lib/offline/offline-text';
import { useSendScreening } from '../api/send-screening';

type SendText = Translation<RecordClearing>['send'];

const SCREENING_OUTBOX = {
  form: 'recordClearingReferral',
  url: '/api/record-clearing-screenings',
} as const;

/**
 * "Send this to a case worker": the only way anything the person answered leaves the device. The
 * consent box is checked here and never sent, as on the contact form. Sent without a signal, it
 * waits in this page's memory (never on the phone: it is a criminal record) and goes out with one
 * Idempotency-Key when the signal returns (issue 28).
 */
export function SendToCaseWorker({
  input,
  language,
  text,
}: {
  input: CaseInput;
  language: 'en' | 'es';
  text: SendText;
}) {
  const send = useSendScreening();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  const fieldErrors = send.error instanceof ApiError ? (send.error.fieldErrors ?? {}) : {};
  const errorOf = (field: string) => fieldErrors[field]?.[0];
  const [sentLater, setSentLater] = useState<string>();
  const [refusedLater, setRefusedLater] = useState(false);
  const onRefused = useCallback(() => setRefusedLater(true), []);
  const outbox = useOfflineSubmission(SCREENING_OUTBOX, language, false, setSentLater, onRefused);
  const offlineText = offlineTextFor(language);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!consent) {
      setConsentError(text.consent);
      return;
    }
    setConsentError(undefined);
    setRefusedLater(false);
    // One key for this referral, however many times it is tried.
    const key = newIdempotencyKey();
    const referral = tagWithIdempotencyKey({ name, email, phone, language, case: input }, key);
    if (!navigator.onLine) {
      outbox.queue(referral, key);
      return;
    }
    send.mutate(referral, {
      onError: (error) => {
        if (!isNetworkFailure(error)) return;
        send.reset();
        outbox.queue(referral, key);
      },
    });
  }

  const reference = send.data?.reference ?? sentLater;
  if (reference !== undefined) {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-4 font-semibold text-green-900">
        {text.sent.replace('{reference}', reference)}
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="record-clearing-send"
      className="grid gap-4 rounded-lg border border-slate-300 bg-slate-50 p-5"
    >
      <h2 id="record-clearing-send" className="text-xl font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="text-slate-800">{text.intro}</p>
      <TextInput
        id="record-clearing-name"
        label={text.name}
        autoComplete="name"
        value={name}
        error={errorOf('name')}
        onChange={(event) => setName(event.target.value)}
      />
      <TextInput
        id="record-clearing-email"
        type="email"
        label={text.email}
        autoComplete="email"
        value={email}
        error={errorOf('email')}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextInput
        id="record-clearing-phone"
        type="tel"
        label={text.phone}
        autoComplete="tel"
        value={phone}
        error={errorOf('phone')}
        onChange={(event) => setPhone(event.target.value)}
      />
      <Checkbox
        id="record-clearing-consent"
        label={text.consent}
        checked={consent}
        error={consentError}
        onCheckedChange={setConsent}
      />
      <div role="status" className="empty:hidden">
        {outbox.queued ? (
          <div className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
            <p className="font-semibold">{offlineText.savedOffline}</p>
            <p>{offlineText.privateAnswersInMemory}</p>
          </div>
        ) : null}
      </div>
      {refusedLater || (send.isError && Object.keys(fieldErrors).length === 0) ? (
        <p role="alert" className="text-red-800">
          {text.failed}
        </p>
      ) : null}
      <SubmitButton pending={send.isPending || outbox.queued} pendingLabel={text.sending}>
        {text.button}
      </SubmitButton>
    </form>
  );
}
