import { employerSetupText, fillTemplate } from '@pathways/content';
import type { Job } from '@pathways/schemas';
import { Link, useNavigate, useParams } from 'react-router';
import { PageIntro } from '@/components/portal/dashboard-parts';
import { ErrorText, Section } from '@/components/portal/parts';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUpdateJob } from '../api/employer-setup';
import { useEmployerJobs } from '../api/jobs';
import { JobForm, jobValues } from './job-form';
import { text } from './options';

const t = employerSetupText.editJob;

function EditForm({ job }: { job: Job }) {
  const update = useUpdateJob(job.id);
  const navigate = useNavigate();
  const returned = job.reviewNote !== null;
  return (
    <>
      {returned ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {fillTemplate(t.returnedNote, { note: job.reviewNote ?? '' })}
        </p>
      ) : null}
      <JobForm
        formName="edit-job"
        label={t.title}
        defaultValues={jobValues(job)}
        mutation={update}
        submitLabel={returned ? t.resubmit : t.saveDraft}
        pendingLabel={t.saving}
        messages={{
          failureTitle: t.failureTitle,
          success: returned ? t.resubmitted : t.savedDraft,
        }}
        onSuccess={() => void navigate(paths.employerJobs)}
      />
    </>
  );
}

/**
 * Employer › My Job Postings › Edit (issue 32 D6): a draft, or a posting our team returned, edited
 * with the same form as Post a Job; a returned one goes back for review when saved.
 */
export function EditJobPage() {
  const { jobId } = useParams();
  const jobs = useEmployerJobs();
  const job = jobs.data?.jobs.find((row) => String(row.id) === jobId);
  const returned = job?.reviewNote !== null && job?.reviewNote !== undefined;
  useDocumentTitle(t.title);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={returned ? t.introReturned : t.introDraft}>
        <Link to={paths.employerJobs} className={buttonClasses('secondary')}>
          {t.back}
        </Link>
      </PageIntro>
      {jobs.isPending ? <p role="status">{text.loading}</p> : null}
      <ErrorText error={jobs.error} />
      {jobs.data && !job ? <Section title={t.title}>{t.notFound}</Section> : null}
      {job && job.status !== 'draft' ? <Section title={job.title}>{t.notEditable}</Section> : null}
      {job?.status === 'draft' ? <EditForm key={job.version} job={job} /> : null}
    </div>
  );
}
