import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface WeeklyCount {
  weekStart: string;
  count: number;
}

/** GET /api/dashboard/admin (apps/api/src/repositories/dashboards.ts `getAdminDashboard`). */
export interface AdminDashboard {
  stats: {
    users: number;
    clients: number;
    employers: number;
    openJobs: number;
    newContactSubmissions: number;
  };
  signupsPerWeek: WeeklyCount[];
  submissionsPerWeek: WeeklyCount[];
  recentUsers: {
    id: number;
    username: string;
    fullName: string;
    email: string;
    role: string;
    createdAt: string;
    status: string;
  }[];
  recentContactSubmissions: {
    id: number;
    reference: string;
    name: string;
    email: string;
    subject: string;
    submittedAt: string;
    status: string;
  }[];
  recentStories: {
    id: number;
    title: string;
    category: string;
    publishDate: string;
    status: string;
  }[];
}

export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api.get<AdminDashboard>('/api/dashboard/admin', signal);
}

export const adminDashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'admin'],
  queryFn: ({ signal }) => getAdminDashboard(signal),
});

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions);
}
