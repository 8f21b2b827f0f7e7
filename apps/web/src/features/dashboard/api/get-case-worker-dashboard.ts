import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/dashboard/case-worker (apps/api/src/repositories/dashboards.ts `getCaseWorkerDashboard`). */
export interface CaseWorkerDashboard {
  stats: {
    activeClients: number;
    appointmentsToday: number;
    placements: number;
    openApplications: number;
  };
  todaysAppointments: {
    id: number;
    title: string;
    date: string;
    status: string;
    clientName: string;
  }[];
  recentClients: { id: number; fullName: string; status: string; intakeDate: string }[];
  statusSplit: { status: string; count: number; percent: number }[];
}

export function getCaseWorkerDashboard(signal?: AbortSignal): Promise<CaseWorkerDashboard> {
  return api.get<CaseWorkerDashboard>('/api/dashboard/case-worker', signal);
}

export const caseWorkerDashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'case-worker'],
  queryFn: ({ signal }) => getCaseWorkerDashboard(signal),
});

export function useCaseWorkerDashboard() {
  return useQuery(caseWorkerDashboardQueryOptions);
}
