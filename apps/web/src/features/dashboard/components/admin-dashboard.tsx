import { dashboard, portal } from '@pathways/content';
import {
  ArrowRight,
  Briefcase,
  Building2,
  Inbox,
  PlusCircle,
  Settings,
  Star,
  UserCheck,
  Users,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminDashboard, type WeeklyCount } from '../api/get-admin-dashboard';
import { formatDate, formatShortDate } from '../utils/format';
import { EmptyText, PageIntro, Panel, StatCard, StatusBadge } from './dashboard-parts';
import { DashboardError, DashboardSkeleton } from './query-state';

// Only the admin dashboard draws charts, so only it pays for the charting library.
const WeeklyChart = lazy(() => import('./weekly-chart'));

const actionIcons = [PlusCircle, Briefcase, Star, Settings];

/** A chart with its data as a table: the drawing for the eye, the table for screen readers. */
function ChartPanel({ title, data }: { title: string; data: WeeklyCount[] }) {
  const rows = data.map((entry) => ({ ...entry, label: formatShortDate(entry.weekStart) }));
  return (
    <Panel title={title}>
      <Suspense
        fallback={
          <div className="h-[220px] animate-pulse rounded-lg bg-slate-100" role="status">
            <span className="sr-only">{portal.admin.chartLoading}</span>
          </div>
        }
      >
        <WeeklyChart data={rows} />
      </Suspense>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{portal.admin.chartWeekColumn}</th>
            <th scope="col">{portal.admin.chartCountColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.weekStart}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

/** Spec §2 admin dashboard, from GET /api/dashboard/admin. */
export function AdminDashboard() {
  useDocumentTitle(dashboard.roleSubtitles.admin);
  const query = useAdminDashboard();
  const labels = portal.admin.stats;

  return (
    <div className="space-y-6">
      <PageIntro title={portal.admin.heading} intro={portal.admin.intro} />
      {query.isPending ? (
        <DashboardSkeleton cards={5} />
      ) : query.isError ? (
        <DashboardError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <section
            aria-label={portal.admin.heading}
            className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5"
          >
            <StatCard label={labels.users} value={query.data.stats.users} icon={Users} />
            <StatCard label={labels.clients} value={query.data.stats.clients} icon={UserCheck} />
            <StatCard
              label={labels.employers}
              value={query.data.stats.employers}
              icon={Building2}
            />
            <StatCard label={labels.openJobs} value={query.data.stats.openJobs} icon={Briefcase} />
            <StatCard
              label={labels.newContactSubmissions}
              value={query.data.stats.newContactSubmissions}
              icon={Inbox}
            />
          </section>

          <Panel title={portal.admin.actionsHeading}>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {portal.admin.actions.map((action, index) => {
                const Icon = actionIcons[index] ?? PlusCircle;
                return (
                  <li key={action.href}>
                    <Link
                      to={action.href}
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
            <ChartPanel title={portal.admin.signupsChart} data={query.data.signupsPerWeek} />
            <ChartPanel
              title={portal.admin.submissionsChart}
              data={query.data.submissionsPerWeek}
            />
          </div>

          <div className="grid gap-6 xl:grid-cols-3">
            <Panel title={portal.admin.recentUsersHeading}>
              {query.data.recentUsers.length === 0 ? (
                <EmptyText>{portal.admin.empty}</EmptyText>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {query.data.recentUsers.map((user) => (
                    <li key={user.id} className="flex items-center gap-3 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium text-slate-900">{user.fullName}</p>
                        <p className="truncate text-sm text-slate-600">{user.email}</p>
                      </div>
                      <StatusBadge status={user.status} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>

            <Panel
              title={portal.admin.recentContactsHeading}
              action={
                <Link
                  to="/dashboard/admin/contact"
                  className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {portal.admin.viewAllContacts}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              }
            >
              {query.data.recentContactSubmissions.length === 0 ? (
                <EmptyText>{portal.admin.empty}</EmptyText>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {query.data.recentContactSubmissions.map((submission) => (
                    <li key={submission.id} className="flex items-center gap-3 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium text-slate-900">{submission.subject}</p>
                        <p className="truncate text-sm text-slate-600">
                          {submission.name} · {formatDate(submission.submittedAt)}
                        </p>
                      </div>
                      <StatusBadge status={submission.status} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>

            <Panel title={portal.admin.recentStoriesHeading}>
              {query.data.recentStories.length === 0 ? (
                <EmptyText>{portal.admin.empty}</EmptyText>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {query.data.recentStories.map((story) => (
                    <li key={story.id} className="flex items-center gap-3 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium text-slate-900">{story.title}</p>
                        <p className="truncate text-sm text-slate-600">
                          {story.category} · {formatDate(story.publishDate)}
                        </p>
                      </div>
                      <StatusBadge status={story.status} />
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
