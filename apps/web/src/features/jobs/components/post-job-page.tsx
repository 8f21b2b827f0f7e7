import { Link } from 'react-router';
import { FormSuccess } from '@/components/form';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageIntro } from '@/components/portal/dashboard-parts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmployerCompany } from '../api/employer-setup';
import { useCreateJob } from '../api/jobs';
import { CompanyStatus } from './company-status';
import { emptyJob, JobForm } from './job-form';
import { text } from './options';

const t = text.postJob;

/**
 * Employer › Post a Job: a posting is saved as a draft, then submitted for review. An employer
 * without a company is sent to set it up first (issue 29); one waiting for verification may post.
 */
export function PostJobPage() {
  useDocumentTitle(t.title);
  const create = useCreateJob();
  const company = useEmployerCompany();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro} />
      {company.data && !company.data.company?.isVerified ? (
        <CompanyStatus company={company.data.company} />
      ) : null}
      {create.data ? (
        <FormSuccess
          heading={t.saved}
          actions={
            <Link to={paths.employerJobs} className={buttonClasses('primary')}>
              {t.viewJobs}
            </Link>
          }
        >
          <p>{create.data.title}</p>
        </FormSuccess>
      ) : company.data?.company === null ? null : (
        <JobForm
          formName="post-job"
          label={t.title}
          defaultValues={emptyJob}
          mutation={create}
          submitLabel={t.save}
          pendingLabel={t.saving}
          messages={{ failureTitle: t.failureTitle }}
        />
      )}
    </div>
  );
}
