import { dashboard, portal } from '@pathways/content';
import { Briefcase, Calendar, FileText, Users } from 'lucide-react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaseWorkerDashboard } from '../api/get-case-worker-dashboard';
import { formatDate, formatTime } from '../utils/format';
import { initialsOf } from '../utils/roles';
import { EmptyText, PageIntro, Panel, StatCard, StatGrid, StatusBadge } from './dashboard-parts';
import { DashboardError, DashboardSkeleton } from './query-state';
import { StatusSplitChart } from './status-split-chart';

/** Spec §2 case-worker dashboard, from GET /api/dashboard/case-worker (their own caseload). */
export function CaseWorkerDashboard() {
  useDocumentTitle(dashboard.roleSubtitles.caseWorker);
  const query = useCaseWorkerDashboard();
  const labels = portal.caseWorker.stats;

  return (
    <div className="space-y-6">
      <PageIntro title={portal.caseWorker.heading} intro={portal.caseWorker.intro} />
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
          <StatGrid label={portal.caseWorker.heading}>
            <StatCard
              label={labels.activeClients}
              value={query.data.stats.activeClients}
              icon={Users}
            />
            <StatCard
              label={labels.appointmentsToday}
              value={query.data.stats.appointmentsToday}
              icon={Calendar}
            />
            <StatCard
              label={labels.placements}
              value={query.data.stats.placements}
              icon={Briefcase}
            />
            <StatCard
              label={labels.openApplications}
              value={query.data.stats.openApplications}
              icon={FileText}
            />
          </StatGrid>

          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title={portal.caseWorker.todayHeading}>
              {query.data.todaysAppointments.length === 0 ? (
                <EmptyText>{portal.caseWorker.noAppointmentsToday}</EmptyText>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {query.data.todaysAppointments.map((appointment) => (
                    <li key={appointment.id} className="flex flex-wrap items-center gap-3 py-3">
                      <span className="w-20 shrink-0 text-sm font-semibold text-brand-900">
                        {formatTime(appointment.date)}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-slate-900">{appointment.clientName}</p>
                        <p className="text-sm text-slate-600">{appointment.title}</p>
                      </div>
                      <StatusBadge status={appointment.status} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>

            <Panel title={portal.caseWorker.recentClientsHeading}>
              {query.data.recentClients.length === 0 ? (
                <EmptyText>{portal.caseWorker.noClients}</EmptyText>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {query.data.recentClients.map((client) => (
                    <li key={client.id} className="flex flex-wrap items-center gap-3 py-3">
                      <span
                        aria-hidden="true"
                        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700"
                      >
                        {initialsOf(client.fullName)}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-slate-900">{client.fullName}</p>
                        <p className="text-sm text-slate-600">{formatDate(client.intakeDate)}</p>
                      </div>
                      <StatusBadge status={client.status} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>

          <Panel title={portal.caseWorker.splitHeading}>
            <StatusSplitChart split={query.data.statusSplit} />
          </Panel>
        </>
      )}
    </div>
  );
}
