import { useId, useState } from 'react';
import { Select } from '@/components/form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorText, Field, Section, fieldClass, formatTime } from '@/components/portal/parts';
import { statusTone } from '@/components/portal/status-tone';
import { useClientApplications, useJobSearch, useReferClient } from '../api/jobs';
import { text } from './options';

const t = text.caseWorker;

/**
 * On a client's record, for their case worker: the client's applications, and a referral to a
 * published job, which the API refuses without the client's active consent for that employer.
 */
export function ClientApplicationsSection({ clientId }: { clientId: number }) {
  const applications = useClientApplications(clientId);
  const jobs = useJobSearch({ page: 1 });
  const refer = useReferClient(clientId);
  const [jobId, setJobId] = useState('');
  const referId = useId();
  const [note, setNote] = useState('');

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
      <ErrorText error={applications.error} />
      <form
        className="flex flex-col gap-3 sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          if (!jobId) return;
          refer.mutate({ jobId: Number(jobId), ...(note.trim() ? { note } : {}) });
        }}
      >
        <Select
          id={`${referId}-job`}
          label={t.referLabel}
          placeholder={t.referPlaceholder}
          options={(jobs.data?.jobs ?? []).map((job) => ({
            value: String(job.id),
            label: `${job.title} · ${job.companyName}`,
          }))}
          value={jobId}
          onChange={(event) => setJobId(event.target.value)}
        />
        <Field label={t.noteLabel}>
          {(id) => (
            <input
              id={id}
              className={fieldClass}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <div>
          <Button type="submit" size="sm" disabled={!jobId || refer.isPending}>
            {t.refer}
          </Button>
        </div>
        <ErrorText error={refer.error} />
        {refer.isSuccess ? (
          <p role="status" className="text-sm text-emerald-900">
            {t.referred}
          </p>
        ) : null}
      </form>
    </Section>
  );
}
