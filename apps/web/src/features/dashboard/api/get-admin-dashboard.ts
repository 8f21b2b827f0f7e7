import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard, WeeklyCount } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export type { AdminDashboard, WeeklyCount };

/** GET /api/dashboard/admin. */
export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return callApi('GET /api/dashboard/admin', {}, { signal });
}

export const adminDashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'admin'],
  queryFn: ({ signal }) => getAdminDashboard(signal),
});

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions);
}
