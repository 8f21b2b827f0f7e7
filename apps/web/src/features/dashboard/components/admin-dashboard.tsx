import { dashboard, portal } from '@pathways/content';
import {
  Briefcase,
  Building2,
  HandCoins,
  Inbox,
  PlusCircle,
  Settings,
  UserCheck,
  Users,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { WeeklyCount } from '@pathways/schemas';
import { useAdminDashboard } from '../api/dashboards';
import { formatDate, formatShortDate } from '../utils/format';
import {
  ActionLinks,
  PageIntro,
  Panel,
  PanelLink,
  PanelList,
  StatCard,
  StatusRow,
} from '@/components/portal/dashboard-parts';
import { DashboardQuery } from '@/components/portal/query-boundary';
import { DataTable, type Column } from '@/components/portal/data-table';

// Only the admin dashboard draws charts, so only it pays for the charting library.
const WeeklyChart = lazy(() => import('./weekly-chart'));

const actionIcons = [PlusCircle, Briefcase, Inbox, Settings];
const actionLinks = portal.admin.actions.map((action) => ({
  to: action.href,
  label: action.label,
}));

const chartColumns: Column<WeeklyCount & { label: string }>[] = [
  { id: 'week', header: portal.admin.chartWeekColumn, cell: (row) => row.label, rowHeader: true },
  { id: 'count', header: portal.admin.chartCountColumn, cell: (row) => row.count },
];

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
      <DataTable
        visuallyHidden
        caption={title}
        columns={chartColumns}
        rows={rows}
        rowKey={(row) => row.weekStart}
      />
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
      <DashboardQuery query={query} skeletonCards={6}>
        {(data) => (
          <>
            <section
              aria-label={portal.admin.heading}
              className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6"
            >
              <StatCard label={labels.users} value={data.stats.users} icon={Users} />
              <StatCard label={labels.clients} value={data.stats.clients} icon={UserCheck} />
              <StatCard label={labels.employers} value={data.stats.employers} icon={Building2} />
              <StatCard label={labels.openJobs} value={data.stats.openJobs} icon={Briefcase} />
              <StatCard
                label={labels.newContactSubmissions}
                value={data.stats.newContactSubmissions}
                icon={Inbox}
              />
              <StatCard
                label={labels.openPledges}
                value={data.stats.openPledges}
                icon={HandCoins}
              />
            </section>

            <Panel title={portal.admin.actionsHeading}>
              <ActionLinks links={actionLinks} icons={actionIcons} />
            </Panel>

            <div className="grid gap-6 lg:grid-cols-2">
              <ChartPanel title={portal.admin.signupsChart} data={data.signupsPerWeek} />
              <ChartPanel title={portal.admin.submissionsChart} data={data.submissionsPerWeek} />
            </div>

            <div className="grid gap-6 xl:grid-cols-3">
              <Panel title={portal.admin.recentUsersHeading}>
                <PanelList
                  items={data.recentUsers}
                  empty={portal.admin.empty}
                  render={(user) => (
                    <StatusRow
                      key={user.id}
                      truncate
                      title={user.fullName}
                      detail={user.email}
                      status={user.status}
                    />
                  )}
                />
              </Panel>

              <Panel
                title={portal.admin.recentContactsHeading}
                action={<PanelLink to={paths.adminInbox}>{portal.admin.viewAllContacts}</PanelLink>}
              >
                <PanelList
                  items={data.recentContactSubmissions}
                  empty={portal.admin.empty}
                  render={(submission) => (
                    <StatusRow
                      key={submission.id}
                      truncate
                      title={submission.subject}
                      detail={`${submission.name} · ${formatDate(submission.submittedAt)}`}
                      status={submission.status}
                    />
                  )}
                />
              </Panel>

              <Panel title={portal.admin.recentStoriesHeading}>
                <PanelList
                  items={data.recentStories}
                  empty={portal.admin.empty}
                  render={(story) => (
                    <StatusRow
                      key={story.id}
                      truncate
                      title={story.title}
                      detail={`${story.category} · ${formatDate(story.publishDate)}`}
                      status={story.status}
                    />
                  )}
                />
              </Panel>
            </div>
          </>
        )}
      </DashboardQuery>
    </div>
  );
}
