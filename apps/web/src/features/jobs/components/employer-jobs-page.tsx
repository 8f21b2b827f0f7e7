import { employerSetupText, fillTemplate } from '@pathways/content';
import type { Job } from '@pathways/schemas';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ErrorText, PageIntro, Section } from '@/components/portal/parts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmployerCompany } from '../api/employer-setup';
import { useEmployerJobs, useMoveJob } from '../api/jobs';
import { CompanyStatus } from './company-status';
import { DeleteJobDialog } from './delete-job-dialog';
import { JobSummary } from './job-summary';
import { text } from './options';

const t = text.jobs;
const setupText = employerSetupText.jobs;

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
  const company = useEmployerCompany();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro}>
        <Link to={paths.employerPostJob} className={buttonClasses('primary')}>
          {t.postJob}
        </Link>
      </PageIntro>
      {company.data && !company.data.company?.isVerified ? (
        <CompanyStatus company={company.data.company} />
      ) : null}
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
                {job.status === 'submitted' && !job.companyVerified ? (
                  <p className="text-sm text-slate-700">{setupText.waitsForCompany}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-start gap-2">
                {job.status === 'draft' ? (
                  <Link
                    to={paths.employerEditJob(job.id)}
                    aria-label={`${job.reviewNote ? setupText.editReturned : setupText.edit}: ${job.title}`}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    {job.reviewNote ? setupText.editReturned : setupText.edit}
                  </Link>
                ) : null}
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
                {job.status === 'draft' ? <DeleteJobDialog job={job} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
