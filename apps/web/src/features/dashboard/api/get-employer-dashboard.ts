import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployerDashboard } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export type { EmployerDashboard };

/** GET /api/dashboard/employer. */
export function getEmployerDashboard(signal?: AbortSignal): Promise<EmployerDashboard> {
  return callApi('GET /api/dashboard/employer', {}, { signal });
}

export const employerDashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'employer'],
  queryFn: ({ signal }) => getEmployerDashboard(signal),
});

export function useEmployerDashboard() {
  return useQuery(employerDashboardQueryOptions);
}
