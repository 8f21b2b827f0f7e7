import { caseManagement, fillTemplate } from '@pathways/content';
import { consentObtainedBy } from '@pathways/schemas';
import type { ClientRecord } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { Badge } from '@/components/ui/badge';
import { useEmployerOptions, useRecordConsent, useShareWithEmployer } from '../api/clients';
import { BADGE_TONES, consentTitle } from './consent-text';
import { ErrorText, Section, formatDate } from '@/components/portal/parts';

const text = caseManagement.client;
const employerConsentFormSchema = schemaOf('employerConsentFormSchema');
const disclosureFormSchema = schemaOf('disclosureFormSchema');
/** The employer-sharing text the case worker read with the client. */
const EMPLOYER_TEXT_VERSION = 'employer-sharing-2026-11';
const obtainedByOptions = consentObtainedBy.map((way) => ({
  value: way,
  label: text.obtainedBy[way],
}));

export function ConsentSection({ client }: { client: ClientRecord }) {
  const employers = useEmployerOptions().data?.employers ?? [];
  // Chosen by id from the list the API gives (never a typed name).
  const employerOptions = employers.map((employer) => ({
    value: String(employer.id),
    label: employer.companyName,
  }));
  return (
    <Section title={text.consents}>
      <ul className="flex flex-col gap-2">
        {client.consents.map((consent) => (
          <li key={consent.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-slate-900">
              {consentTitle(consent, text.consentScopes)}
            </span>
            <Badge tone={BADGE_TONES[consent.badge]}>{text.badges[consent.badge]}</Badge>
            <span className="text-slate-700">
              {fillTemplate(text.expires, { date: formatDate(consent.expiresAt) })}
            </span>
          </li>
        ))}
      </ul>
      <RecordConsentForm clientId={client.id} employerOptions={employerOptions} />
      <h3 className="mt-6 font-semibold text-slate-900">{text.share}</h3>
      <ShareForm clientId={client.id} employerOptions={employerOptions} />
    </Section>
  );
}

interface EmployerFormProps {
  clientId: number;
  employerOptions: readonly { value: string; label: string }[];
}

/** The client's consent to share with one employer, as the case worker recorded it with them. */
function RecordConsentForm({ clientId, employerOptions }: EmployerFormProps) {
  const record = useRecordConsent(clientId);
  const consentForm = usePortalForm({
    schema: employerConsentFormSchema,
    defaultValues: {
      employerId: '',
      textVersion: EMPLOYER_TEXT_VERSION,
      obtainedBy: 'inPerson',
    },
    fieldOrder: ['employerId', 'obtainedBy'],
    idOf: formIds('consent'),
    mutation: record,
    toVariables: (values) => values,
    messages: { failureTitle: text.consentFailed, success: text.consentRecorded },
  });
  const { errors, field } = consentForm;
  return (
    <form
      noValidate
      aria-label={text.recordConsent}
      className="mt-4 flex flex-col gap-3"
      onSubmit={(event) => void consentForm.onSubmit(event)}
    >
      <ErrorSummary {...consentForm.summaryProps()} />
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={text.employerLabel}
          placeholder={text.chooseEmployer}
          options={employerOptions}
          error={errors.employerId?.message}
          {...field.text('employerId')}
        />
        <Select
          label={text.obtainedByLabel}
          options={obtainedByOptions}
          error={errors.obtainedBy?.message}
          {...field.text('obtainedBy')}
        />
      </div>
      <SubmitButton
        pending={consentForm.pending}
        pendingLabel={text.recordingConsent}
        className="self-start"
      >
        {text.recordConsent}
      </SubmitButton>
      <ErrorText error={record.error} />
    </form>
  );
}

/** Shares the client's details with an employer they consented to (the API checks the consent). */
function ShareForm({ clientId, employerOptions }: EmployerFormProps) {
  const share = useShareWithEmployer(clientId);
  const shareForm = usePortalForm({
    schema: disclosureFormSchema,
    defaultValues: { employerId: '', purpose: '' },
    fieldOrder: ['employerId', 'purpose'],
    idOf: formIds('share'),
    mutation: share,
    toVariables: (values) => values,
    // "Shared with …" shows under the form, naming the employer.
    messages: { failureTitle: text.shareFailed },
  });
  const { errors, field } = shareForm;
  return (
    <>
      <form
        noValidate
        aria-label={text.share}
        className="mt-2 flex flex-col gap-3"
        onSubmit={(event) => void shareForm.onSubmit(event)}
      >
        <ErrorSummary {...shareForm.summaryProps()} />
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label={text.employerLabel}
            placeholder={text.chooseEmployer}
            options={employerOptions}
            error={errors.employerId?.message}
            {...field.text('employerId')}
          />
          <TextInput
            label={text.purposeLabel}
            error={errors.purpose?.message}
            {...field.text('purpose')}
          />
        </div>
        <SubmitButton
          pending={shareForm.pending}
          pendingLabel={text.sharing}
          className="self-start"
        >
          {text.shareButton}
        </SubmitButton>
      </form>
      <div aria-live="polite">
        <ErrorText error={share.error} />
        {share.data ? (
          <p role="status" className="text-sm text-emerald-900">
            {fillTemplate(text.shared, { recipient: share.data.recipient })}
          </p>
        ) : null}
      </div>
    </>
  );
}
