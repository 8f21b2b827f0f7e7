import { dashboard, portal } from '@pathways/content';
import { Briefcase, Calendar, FileText, Users } from 'lucide-react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaseWorkerDashboard } from '../api/dashboards';
import { formatDate, formatTime } from '../utils/format';
import { initialsOf } from '../utils/roles';
import {
  PageIntro,
  Panel,
  PanelList,
  StatCard,
  StatGrid,
  StatusRow,
} from '@/components/portal/dashboard-parts';
import { DashboardQuery } from '@/components/portal/query-boundary';
import { StatusSplitChart } from './status-split-chart';

/** Spec §2 case-worker dashboard, from GET /api/dashboard/case-worker (their own caseload). */
export function CaseWorkerDashboard() {
  useDocumentTitle(dashboard.roleSubtitles.caseWorker);
  const query = useCaseWorkerDashboard();
  const labels = portal.caseWorker.stats;

  return (
    <div className="space-y-6">
      <PageIntro title={portal.caseWorker.heading} intro={portal.caseWorker.intro} />
      <DashboardQuery query={query}>
        {(data) => (
          <>
            <StatGrid label={portal.caseWorker.heading}>
              <StatCard
                label={labels.activeClients}
                value={data.stats.activeClients}
                icon={Users}
              />
              <StatCard
                label={labels.appointmentsToday}
                value={data.stats.appointmentsToday}
                icon={Calendar}
              />
              <StatCard label={labels.placements} value={data.stats.placements} icon={Briefcase} />
              <StatCard
                label={labels.openApplications}
                value={data.stats.openApplications}
                icon={FileText}
              />
            </StatGrid>

            <div className="grid gap-6 lg:grid-cols-2">
              <Panel title={portal.caseWorker.todayHeading}>
                <PanelList
                  items={data.todaysAppointments}
                  empty={portal.caseWorker.noAppointmentsToday}
                  render={(appointment) => (
                    <StatusRow
                      key={appointment.id}
                      lead={
                        <span className="w-20 shrink-0 text-sm font-semibold text-brand-900">
                          {formatTime(appointment.date)}
                        </span>
                      }
                      title={appointment.clientName}
                      detail={appointment.title}
                      status={appointment.status}
                    />
                  )}
                />
              </Panel>

              <Panel title={portal.caseWorker.recentClientsHeading}>
                <PanelList
                  items={data.recentClients}
                  empty={portal.caseWorker.noClients}
                  render={(client) => (
                    <StatusRow
                      key={client.id}
                      lead={
                        <span
                          aria-hidden="true"
                          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700"
                        >
                          {initialsOf(client.fullName)}
                        </span>
                      }
                      title={client.fullName}
                      detail={formatDate(client.intakeDate)}
                      status={client.status}
                    />
                  )}
                />
              </Panel>
            </div>

            <Panel title={portal.caseWorker.splitHeading}>
              <StatusSplitChart split={data.statusSplit} />
            </Panel>
          </>
        )}
      </DashboardQuery>
    </div>
  );
}
