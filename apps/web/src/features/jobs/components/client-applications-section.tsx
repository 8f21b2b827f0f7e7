import { fillTemplate } from '@pathways/content';
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
import { ErrorText, Section, formatTime } from '@/components/portal/parts';
import { statusTone } from '@/components/portal/status-tone';
import { useClientApplications, useJobSearch, useReferClient } from '../api/jobs';
import { ClientFairChance } from './client-fair-chance';
import { text } from './options';

const t = text.caseWorker;
const referralFormSchema = schemaOf('referralFormSchema');

/**
 * On a client's record, for their case worker: the client's applications, their referrals (each
 * with where the client's application to that job stands), and a referral to a published job, which the API refuses without the client's active consent for that employer.
 */
export function ClientApplicationsSection({ clientId }: { clientId: number }) {
  const applications = useClientApplications(clientId);

  return (
    <Section title={t.title}>
      {applications.data?.applications.length === 0 ? <p className="text-sm">{t.none}</p> : null}
      <ul className="mb-4 flex flex-col gap-2 text-sm">
        {applications.data?.applications.map((application) => (
          <li key={application.id} className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{application.job.title}</span>
            <span className="text-slate-700">{application.job.companyName}</span>
            <Badge tone={statusTone(application.status)}>{application.status}</Badge>
            <span className="text-slate-600">{formatTime(application.appliedAt)}</span>
          </li>
        ))}
      </ul>
      <ClientFairChance clientId={clientId} />
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{t.referralsTitle}</h3>
      {applications.data?.referrals.length === 0 ? (
        <p className="mb-4 text-sm">{t.noReferrals}</p>
      ) : null}
      <ul className="mb-4 flex flex-col gap-2 text-sm">
        {applications.data?.referrals.map((referral) => (
          <li key={referral.id} className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{referral.job.title}</span>
            <span className="text-slate-700">{referral.job.companyName}</span>
            <Badge tone={statusTone(referral.applicationStatus ?? '')}>
              {referral.applicationStatus
                ? fillTemplate(t.applied, { status: referral.applicationStatus })
                : t.notApplied}
            </Badge>
            <span className="text-slate-600">
              {fillTemplate(t.referredOn, { date: formatTime(referral.referredAt) })}
            </span>
          </li>
        ))}
      </ul>
      <ErrorText error={applications.error} />
      <ReferralForm clientId={clientId} />
    </Section>
  );
}

/** A referral to a published job, checked before sending (the API then checks the consent). */
function ReferralForm({ clientId }: { clientId: number }) {
  const jobs = useJobSearch({ page: 1 });
  const refer = useReferClient(clientId);
  const referForm = usePortalForm({
    schema: referralFormSchema,
    defaultValues: { jobId: '', note: '' },
    fieldOrder: ['jobId', 'note'],
    idOf: formIds(`referral-${clientId}`),
    mutation: refer,
    toVariables: ({ jobId, note }) => ({ jobId, ...(note ? { note } : {}) }),
    // "Referred. The employer sees…" shows under the form, not in a toast too.
    messages: { failureTitle: t.referFailed },
  });
  const { errors, field } = referForm;
  return (
    <form
      noValidate
      aria-label={t.title}
      className="flex flex-col gap-3 sm:max-w-md"
      onSubmit={(event) => void referForm.onSubmit(event)}
    >
      <ErrorSummary {...referForm.summaryProps()} />
      <Select
        label={t.referLabel}
        placeholder={t.referPlaceholder}
        options={(jobs.data?.jobs ?? []).map((job) => ({
          value: String(job.id),
          label: `${job.title} · ${job.companyName}`,
        }))}
        error={errors.jobId?.message}
        {...field.text('jobId')}
      />
      <TextInput label={t.noteLabel} error={errors.note?.message} {...field.text('note')} />
      <SubmitButton pending={referForm.pending} pendingLabel={t.referring} className="self-start">
        {t.refer}
      </SubmitButton>
      <ErrorText error={refer.error} />
      {refer.isSuccess ? (
        <p role="status" className="text-sm text-emerald-900">
          {t.referred}
        </p>
      ) : null}
    </form>
  );
}
