import type { RecordClearing, Translation } from '@pathways/content';
import type { CaseInput } from '@pathways/record-clearing';
import { useState, type FormEvent } from 'react';
import { Checkbox, SubmitButton, TextInput } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { useSendScreening } from '../api/send-screening';

type SendText = Translation<RecordClearing>['send'];

/**
 * "Send this to a case worker": the only way anything the person answered leaves the device. The
 * consent box is checked here and never sent, as on the contact form.
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!consent) {
      setConsentError(text.consent);
      return;
    }
    setConsentError(undefined);
    send.mutate({ name, email, phone, language, case: input });
  }

  if (send.data) {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-4 font-semibold text-green-900">
        {text.sent.replace('{reference}', send.data.reference)}
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
      {send.isError && Object.keys(fieldErrors).length === 0 ? (
        <p role="alert" className="text-red-800">
          {text.failed}
        </p>
      ) : null}
      <SubmitButton pending={send.isPending} pendingLabel={text.sending}>
        {text.button}
      </SubmitButton>
    </form>
  );
}
