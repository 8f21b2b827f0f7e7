import { intlLocale } from '@pathways/content';
import { isOpenApplication, isPastConditionalOffer } from '@pathways/schemas';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { QueryBoundary } from '@/components/portal';
import { ErrorText, PageIntro, Section } from '@/components/portal/parts';
import { statusTone } from '@/components/portal/status-tone';
import { paths } from '@/config/paths';
import { portalLink, usePortalText } from '@/lib/portal-text/portal-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyApplications, useWithdraw } from '../api/jobs';
import { ApplicationHistory } from './application-history';
import { InterviewTimesAnswer } from './interview-times-answer';
import { MyAssessments } from './my-assessments';
import { WithdrawDialog } from './withdraw-dialog';
import { WotcPrescreenSection } from './wotc-prescreen';

/**
 * Client › Applications: each application's status and history; on an open one, the employer's
 * proposed interview times to answer, and Withdraw (after a confirmation: it is final); from a
 * conditional offer on, the optional WOTC tax-credit pre-screen.
 */
export function MyApplicationsPage() {
  const { client, locale, root } = usePortalText();
  const { jobs } = client;
  const t = jobs.myApplications;
  useDocumentTitle(t.title);
  const applications = useMyApplications();
  const withdraw = useWithdraw();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro}>
        <Link to={portalLink(root, paths.clientJobs)} className={buttonClasses('secondary')}>
          {t.findJobs}
        </Link>
      </PageIntro>
      <MyAssessments />
      <Section title={t.title}>
        <ErrorText error={withdraw.error} />
        <QueryBoundary
          query={applications}
          isEmpty={(data) => data.applications.length === 0}
          empty={t.empty}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-slate-200">
              {data.applications.map((application) => (
                <li key={application.id} className="flex flex-col gap-2 py-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-slate-900">{application.job.title}</h3>
                    <span className="text-sm text-slate-700">{application.job.companyName}</span>
                    <Badge tone={statusTone(application.status)}>
                      {jobs.applicationStatuses[application.status]}
                    </Badge>
                  </div>
                  {isOpenApplication(application.status) ? (
                    <InterviewTimesAnswer
                      application={application}
                      intlLocale={intlLocale[locale]}
                    />
                  ) : null}
                  {isPastConditionalOffer(application.status) ? (
                    <WotcPrescreenSection
                      applicationId={application.id}
                      companyName={application.job.companyName}
                    />
                  ) : null}
                  <h4 className="text-sm font-semibold text-slate-800">{t.history}</h4>
                  <ApplicationHistory
                    events={application.history}
                    text={jobs}
                    intlLocale={intlLocale[locale]}
                  />
                  {isOpenApplication(application.status) ? (
                    <div>
                      <WithdrawDialog
                        title={application.job.title}
                        pending={withdraw.isPending}
                        onWithdraw={() => withdraw.mutate(application.id)}
                      />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </QueryBoundary>
      </Section>
    </div>
  );
}
