import { jobStatuses } from '@pathways/schemas';
import type { Job, JobStatus } from '@pathways/schemas';
import { useState } from 'react';
import { Select } from '@/components/form';
import { Button } from '@/components/ui/button';
import { ErrorText, Field, PageIntro, Section, fieldClass } from '@/components/portal/parts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminJobs, useReviewJob } from '../api/jobs';
import { JobSummary } from './job-summary';
import { text } from './options';

const t = text.adminJobs;

function ReviewActions({ job }: { job: Job }) {
  const review = useReviewJob();
  const [note, setNote] = useState('');
  return (
    <div className="flex flex-col gap-2 sm:max-w-sm">
      <Button
        size="sm"
        aria-label={`${t.approve}: ${job.title}`}
        disabled={review.isPending}
        onClick={() => review.mutate({ id: job.id, decision: 'approve' })}
      >
        {t.approve}
      </Button>
      <Field label={`${t.noteLabel} (${job.title})`}>
        {(id) => (
          <input
            id={id}
            className={fieldClass}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${t.return}: ${job.title}`}
        disabled={review.isPending}
        onClick={() => review.mutate({ id: job.id, decision: 'return', note })}
      >
        {t.return}
      </Button>
      <ErrorText error={review.error} />
    </div>
  );
}

/** Admin › Jobs: the approval queue (submitted postings first), and every posting by status. */
export function AdminJobsPage() {
  useDocumentTitle(t.title);
  const [status, setStatus] = useState<JobStatus | undefined>('submitted');
  const jobs = useAdminJobs(status);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro} />
      <Section
        title={status ? text.statuses[status] : t.all}
        action={
          <Select
            id="admin-jobs-status"
            label={t.filter}
            placeholder={t.all}
            options={jobStatuses.map((value) => ({ value, label: text.statuses[value] }))}
            value={status ?? ''}
            onChange={(event) =>
              setStatus(event.target.value ? (event.target.value as JobStatus) : undefined)
            }
          />
        }
      >
        {jobs.isPending ? <p role="status">{text.loading}</p> : null}
        {jobs.data?.jobs.length === 0 ? <p>{t.empty}</p> : null}
        <ul className="flex flex-col divide-y divide-slate-200">
          {jobs.data?.jobs.map((job) => (
            <li key={job.id} className="flex flex-col gap-3 py-4 lg:flex-row lg:justify-between">
              <div className="flex max-w-2xl flex-col gap-2">
                <JobSummary job={job} text={text} showStatus />
                <p className="text-sm text-slate-800">{job.description}</p>
                {job.fairChanceStatement ? (
                  <p className="text-sm text-slate-700">{job.fairChanceStatement}</p>
                ) : null}
              </div>
              {job.status === 'submitted' ? <ReviewActions job={job} /> : null}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
