import { fillTemplate, intlLocale } from '@pathways/content';
import {
  AlertCircle,
  Mail,
  Briefcase,
  Calendar,
  CheckCircle2,
  FileText,
  MapPin,
  User,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { payText } from '@/lib/pay-text';
import { useLocalizedHref } from '@/lib/i18n/locale-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClientDashboard, useMyUnreadMessages } from '../api/dashboards';
import { formatDate, formatDateTime } from '../utils/format';
import {
  EmptyText,
  PageIntro,
  Panel,
  PanelLink,
  PanelList,
  StatusBadge,
} from '@/components/portal/dashboard-parts';
import { paths } from '@/config/paths';
import { portalLink, usePortalText } from '@/lib/portal-text/portal-text';
import { DashboardQuery } from '@/components/portal/query-boundary';

/** Spec §2 client dashboard, from GET /api/dashboard/client. */
export function ClientDashboard() {
  const { client, root, locale } = usePortalText();
  const home = client.home;
  const base = portalLink(root, paths.dashboardClient);
  const intl = intlLocale[locale];
  const localized = useLocalizedHref();
  useDocumentTitle(client.roleSubtitle);
  const { data: user } = useUser();
  const query = useClientDashboard();
  const name = query.data?.welcomeName ?? user?.fullName ?? '';
  const unread = useMyUnreadMessages(true).data?.unread ?? 0;

  return (
    <div className="space-y-6">
      <PageIntro title={fillTemplate(home.welcome, { name })} intro={home.intro}>
        <div className="flex flex-wrap gap-3">
          <Link to={`${base}/profile`} className={buttonClasses('secondary')}>
            <User aria-hidden="true" className="size-4" />
            {home.profileButton}
          </Link>
          <Link to={`${base}/jobs`} className={buttonClasses('primary')}>
            <Briefcase aria-hidden="true" className="size-4" />
            {home.jobsButton}
          </Link>
        </div>
      </PageIntro>

      {unread > 0 ? (
        <div className="flex flex-col gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950 sm:flex-row sm:items-center">
          <p className="flex flex-1 items-start gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-800" />
            {fillTemplate(home.unreadMessages, { count: String(unread) })}
          </p>
          <Link
            to={`${base}/messages`}
            className="inline-flex min-h-11 shrink-0 items-center pl-8 font-semibold underline underline-offset-4 sm:pl-0"
          >
            {home.readMessages}
          </Link>
        </div>
      ) : null}

      <DashboardQuery query={query} skeletonCards={0}>
        {(data) => (
          <>
            {data.hasResume ? null : (
              <div
                role="alert"
                className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
              >
                <div className="flex flex-1 items-start gap-3">
                  <AlertCircle
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-amber-800"
                  />
                  <p>{home.resumeAlert}</p>
                </div>
                <Link
                  to={`${base}/profile`}
                  className="inline-flex min-h-11 shrink-0 items-center pl-8 font-semibold text-amber-950 underline underline-offset-4 sm:pl-0"
                >
                  {home.profileButton}
                </Link>
              </div>
            )}

            <div className="grid gap-6 lg:grid-cols-2">
              <Panel title={home.appointmentHeading}>
                {data.nextAppointment ? (
                  <div className="flex items-start gap-4">
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
                      <Calendar aria-hidden="true" className="size-6" />
                    </span>
                    <div className="min-w-0 space-y-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <p className="font-semibold text-slate-900">{data.nextAppointment.title}</p>
                        <StatusBadge
                          status={data.nextAppointment.status}
                          label={appointmentStatusLabel(data.nextAppointment.status, home)}
                        />
                      </div>
                      <p className="text-slate-700">
                        {formatDateTime(data.nextAppointment.date, intl)}
                      </p>
                      <p className="text-sm text-slate-600">
                        {fillTemplate(home.withCaseWorker, {
                          name: data.nextAppointment.caseWorkerName,
                        })}
                      </p>
                      {data.nextAppointment.notes ? (
                        <p className="text-sm text-slate-700">{data.nextAppointment.notes}</p>
                      ) : null}
                    </div>
                  </div>
                ) : (
                  <EmptyText>{home.noAppointment}</EmptyText>
                )}
              </Panel>

              <Panel title={home.documentsHeading}>
                <ul className="space-y-3">
                  {/* The API sends the English content list; the page shows its twin by place. */}
                  {data.documentsNeeded.map((document, index) => (
                    <li key={document} className="flex items-center gap-3 text-slate-800">
                      <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                      {home.documentsNeeded[index] ?? document}
                    </li>
                  ))}
                </ul>
              </Panel>
            </div>

            <Panel
              title={home.jobMatchesHeading}
              action={<PanelLink to={`${base}/jobs`}>{home.viewAllJobs}</PanelLink>}
            >
              <PanelList
                items={data.jobMatches}
                empty={home.noJobMatches}
                className="grid gap-4 md:grid-cols-3"
                render={(job) => (
                  <li key={job.id} className="flex flex-col rounded-lg border border-slate-200 p-4">
                    <h3 className="font-semibold text-slate-900">
                      {/* The job search opens on this posting's title, with Apply beside it. */}
                      <Link
                        to={`${base}/jobs?${new URLSearchParams({ q: job.title }).toString()}`}
                        className="text-brand-800 underline hover:text-brand-900"
                      >
                        {job.title}
                      </Link>
                    </h3>
                    <p className="text-sm text-slate-700">{job.companyName}</p>
                    <p className="mt-2 flex items-center gap-1 text-sm text-slate-600">
                      <MapPin aria-hidden="true" className="size-4" />
                      {job.location}
                    </p>
                    {/* The posting's own salary text is English; its pay range is worded here. */}
                    {payText(job, client.jobs.pay, intl) || job.salary ? (
                      <p className="text-sm font-medium text-slate-800">
                        {payText(job, client.jobs.pay, intl) || job.salary}
                      </p>
                    ) : null}
                    <p className="mt-auto pt-3 text-xs text-slate-600">
                      {formatDate(job.postedDate, intl)}
                    </p>
                  </li>
                )}
              />
            </Panel>

            <Panel title={home.resourcesHeading}>
              <ul className="grid gap-4 md:grid-cols-3">
                {data.resources.map((sent, index) => {
                  const resource = home.resources[index] ?? sent;
                  return (
                    <li key={sent.title}>
                      <Link
                        to={localized(resource.href)}
                        className="flex h-full flex-col rounded-lg border border-slate-200 p-4 transition-colors hover:border-brand-700 hover:bg-brand-50"
                      >
                        <span className="flex items-center gap-2 font-semibold text-brand-900">
                          <CheckCircle2 aria-hidden="true" className="size-5 text-brand-700" />
                          {resource.title}
                        </span>
                        <span className="mt-1 text-sm text-slate-700">{resource.description}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </Panel>
          </>
        )}
      </DashboardQuery>
    </div>
  );
}

/** The appointment's status as the API sends it ("Confirmed"), in the page's language. */
function appointmentStatusLabel(
  status: string,
  home: { appointmentStatuses: Record<string, string> },
) {
  return home.appointmentStatuses[status] ?? status;
}
