import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseWorkerDashboard } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export type { CaseWorkerDashboard };

/** GET /api/dashboard/case-worker. */
export function getCaseWorkerDashboard(signal?: AbortSignal): Promise<CaseWorkerDashboard> {
  return callApi('GET /api/dashboard/case-worker', {}, { signal });
}

export const caseWorkerDashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'case-worker'],
  queryFn: ({ signal }) => getCaseWorkerDashboard(signal),
});

export function useCaseWorkerDashboard() {
  return useQuery(caseWorkerDashboardQueryOptions);
}
