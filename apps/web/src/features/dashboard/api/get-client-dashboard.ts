import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDashboard } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export type { ClientDashboard };

/** GET /api/dashboard/client. */
export function getClientDashboard(signal?: AbortSignal): Promise<ClientDashboard> {
  return callApi('GET /api/dashboard/client', {}, { signal });
}

export const clientDashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'client'],
  queryFn: ({ signal }) => getClientDashboard(signal),
});

export function useClientDashboard() {
  return useQuery(clientDashboardQueryOptions);
}
