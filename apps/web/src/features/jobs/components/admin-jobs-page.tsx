import { employerSetupText } from '@pathways/content';
import { jobStatuses } from '@pathways/schemas';
import type { Job, JobStatus } from '@pathways/schemas';
import { useState } from 'react';
import { Select } from '@/components/form';
import { Button } from '@/components/ui/button';
import { ErrorText, Field, PageIntro, Section, fieldClass } from '@/components/portal/parts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminJobs, useReviewJob } from '../api/jobs';
import { CompaniesQueue } from './companies-queue';
import { JobSummary } from './job-summary';
import { text } from './options';

const t = text.adminJobs;
const q = employerSetupText.queue;

/** What the admin weighs before approving: the requirements and the excluded categories (D7). */
function PostingDetails({ job }: { job: Job }) {
  return (
    <dl className="flex flex-col gap-1 text-sm text-slate-800">
      <dt className="font-semibold">{q.requirements}</dt>
      <dd>{job.requirements ?? q.noRequirements}</dd>
      <dt className="font-semibold">{q.excluded}</dt>
      <dd>
        {job.excludedCategories.length > 0
          ? job.excludedCategories.map((category) => text.offenseCategories[category]).join(', ')
          : q.noneExcluded}
      </dd>
    </dl>
  );
}

function ReviewActions({ job }: { job: Job }) {
  const review = useReviewJob();
  const [note, setNote] = useState('');
  return (
    <div className="flex flex-col gap-2 sm:max-w-sm">
      {job.companyVerified ? null : <p className="text-sm text-amber-900">{q.companyWaiting}</p>}
      <Button
        size="sm"
        aria-label={`${t.approve}: ${job.title}`}
        disabled={review.isPending || !job.companyVerified}
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

/**
 * Admin › Jobs: the one approval queue (issue 29): companies waiting for verification, then the
 * submitted postings with their requirements and excluded categories; every posting by status.
 */
export function AdminJobsPage() {
  useDocumentTitle(t.title);
  const [status, setStatus] = useState<JobStatus | undefined>('submitted');
  const jobs = useAdminJobs(status);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro} />
      <CompaniesQueue />
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
                <PostingDetails job={job} />
              </div>
              {job.status === 'submitted' ? <ReviewActions job={job} /> : null}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
