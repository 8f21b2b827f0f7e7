import { dashboard, fillTemplate, portal } from '@pathways/content';
import {
  Briefcase,
  Building2,
  CalendarCheck,
  FileText,
  Inbox,
  PlusCircle,
  Search,
} from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmployerDashboard } from '../api/get-employer-dashboard';
import { formatDate } from '../utils/format';
import { EmptyText, PageIntro, Panel, StatCard, StatGrid, StatusBadge } from './dashboard-parts';
import { DashboardError, DashboardSkeleton } from './query-state';

const base = '/dashboard/employer';
const actionIcons = [PlusCircle, FileText, Search, Building2];
// The portal texts are English, so the plural rule is English whatever the browser's locale.
const pluralRules = new Intl.PluralRules('en-US');

/** Spec §2 employer dashboard, from GET /api/dashboard/employer (their own postings). */
export function EmployerDashboard() {
  useDocumentTitle(dashboard.roleSubtitles.employer);
  const query = useEmployerDashboard();
  const labels = portal.employer.stats;

  return (
    <div className="space-y-6">
      <PageIntro title={portal.employer.heading} intro={portal.employer.intro} />
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <DashboardError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <StatGrid label={portal.employer.heading}>
            <StatCard
              label={labels.activePostings}
              value={query.data.stats.activePostings}
              icon={Briefcase}
            />
            <StatCard
              label={labels.totalApplications}
              value={query.data.stats.totalApplications}
              icon={FileText}
            />
            <StatCard
              label={labels.newApplications}
              value={query.data.stats.newApplications}
              icon={Inbox}
            />
            <StatCard
              label={labels.interviews}
              value={query.data.stats.interviews}
              icon={CalendarCheck}
            />
          </StatGrid>

          <Panel title={portal.employer.actionsHeading}>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {portal.employer.actions.map((action, index) => {
                const Icon = actionIcons[index] ?? PlusCircle;
                return (
                  <li key={action.slug}>
                    <Link
                      to={`${base}/${action.slug}`}
                      className="flex min-h-14 items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 font-semibold text-brand-900 transition-colors hover:border-brand-700 hover:bg-brand-50"
                    >
                      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                      {action.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Panel>

          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title={portal.employer.postingsHeading}>
              {query.data.postings.length === 0 ? (
                <EmptyText>{portal.employer.noPostings}</EmptyText>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {query.data.postings.map((posting) => (
                    <li key={posting.id} className="flex flex-wrap items-center gap-3 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-slate-900">{posting.title}</p>
                        <p className="text-sm text-slate-600">
                          {posting.location} · {formatDate(posting.postedDate)} ·{' '}
                          {fillTemplate(
                            portal.employer.applicationsCount[
                              pluralRules.select(posting.applicationCount) === 'one'
                                ? 'one'
                                : 'other'
                            ],
                            {
                              count: String(posting.applicationCount),
                            },
                          )}
                        </p>
                      </div>
                      <StatusBadge status={posting.status} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>

            <Panel title={portal.employer.applicationsHeading}>
              {query.data.recentApplications.length === 0 ? (
                <EmptyText>{portal.employer.noApplications}</EmptyText>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {query.data.recentApplications.map((application) => (
                    <li key={application.id} className="flex flex-wrap items-center gap-3 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-slate-900">{application.candidateName}</p>
                        <p className="text-sm text-slate-600">
                          {application.jobTitle} · {formatDate(application.appliedDate)}
                        </p>
                      </div>
                      <StatusBadge status={application.status} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
        </>
      )}
    </div>
  );
}
