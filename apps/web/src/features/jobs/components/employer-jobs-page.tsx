import { fillTemplate } from '@pathways/content';
import type { Job } from '@pathways/schemas';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ErrorText, PageIntro, Section } from '@/components/portal/parts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmployerJobs, useMoveJob } from '../api/jobs';
import { JobSummary } from './job-summary';
import { text } from './options';

const t = text.jobs;

/** The moves an employer makes from each status (the rest are the admin's or final). */
function actionsFor(job: Job): { to: 'submitted' | 'closed' | 'filled'; label: string }[] {
  if (job.status === 'draft') return [{ to: 'submitted', label: t.submit }];
  if (job.status === 'published') {
    return [
      { to: 'filled', label: t.fill },
      { to: 'closed', label: t.close },
    ];
  }
  return [];
}

/** Employer › My Job Postings: every posting with its status and the moves open to it. */
export function EmployerJobsPage() {
  useDocumentTitle(t.title);
  const jobs = useEmployerJobs();
  const move = useMoveJob();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro}>
        <Link to={paths.employerPostJob} className={buttonClasses('primary')}>
          {t.postJob}
        </Link>
      </PageIntro>
      <Section title={t.title}>
        {jobs.isPending ? <p role="status">{text.loading}</p> : null}
        {jobs.data?.jobs.length === 0 ? <p>{t.empty}</p> : null}
        <ErrorText error={move.error} />
        <ul className="flex flex-col divide-y divide-slate-200">
          {jobs.data?.jobs.map((job) => (
            <li key={job.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:justify-between">
              <div className="flex flex-col gap-1">
                <JobSummary job={job} text={text} showStatus />
                {job.reviewNote && job.status === 'draft' ? (
                  <p className="text-sm text-amber-900">
                    {fillTemplate(t.returned, { note: job.reviewNote })}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {actionsFor(job).map((action) => (
                  <Button
                    key={action.to}
                    size="sm"
                    variant={action.to === 'submitted' ? 'primary' : 'secondary'}
                    aria-label={`${action.label}: ${job.title}`}
                    disabled={move.isPending}
                    onClick={() => move.mutate({ id: job.id, to: action.to })}
                  >
                    {action.label}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
