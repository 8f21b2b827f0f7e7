import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/dashboard/client (apps/api/src/repositories/dashboards.ts `getClientDashboard`). */
export interface ClientDashboard {
  welcomeName: string;
  hasResume: boolean;
  currentStatus: string | null;
  nextAppointment: {
    id: number;
    title: string;
    date: string;
    notes: string | null;
    status: string;
    caseWorkerName: string;
  } | null;
  documentsNeeded: string[];
  jobMatches: {
    id: number;
    title: string;
    companyName: string;
    location: string;
    salary: string | null;
    postedDate: string;
  }[];
  resources: { title: string; description: string; href: string }[];
  milestones: {
    id: number;
    name: string;
    description: string | null;
    isCompleted: boolean;
    completedDate: string | null;
  }[];
  applications: {
    id: number;
    jobTitle: string;
    companyName: string;
    status: string;
    appliedDate: string;
  }[];
}

export function getClientDashboard(signal?: AbortSignal): Promise<ClientDashboard> {
  return api.get<ClientDashboard>('/api/dashboard/client', signal);
}

export const clientDashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'client'],
  queryFn: ({ signal }) => getClientDashboard(signal),
});

export function useClientDashboard() {
  return useQuery(clientDashboardQueryOptions);
}
