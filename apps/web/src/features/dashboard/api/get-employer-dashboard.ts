import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/dashboard/employer (apps/api/src/repositories/dashboards.ts `getEmployerDashboard`). */
export interface EmployerDashboard {
  stats: {
    activePostings: number;
    totalApplications: number;
    newApplications: number;
    interviews: number;
  };
  postings: {
    id: number;
    title: string;
    location: string;
    postedDate: string;
    applicationCount: number;
    status: string;
  }[];
  recentApplications: {
    id: number;
    jobTitle: string;
    candidateName: string;
    status: string;
    appliedDate: string;
  }[];
}

export function getEmployerDashboard(signal?: AbortSignal): Promise<EmployerDashboard> {
  return api.get<EmployerDashboard>('/api/dashboard/employer', signal);
}

export const employerDashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'employer'],
  queryFn: ({ signal }) => getEmployerDashboard(signal),
});

export function useEmployerDashboard() {
  return useQuery(employerDashboardQueryOptions);
}
