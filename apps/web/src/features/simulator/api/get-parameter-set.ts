import type { SimulationParameterSet } from '@pathways/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** A parameter set's audit document; the versioned URL is immutable, so the browser may cache it for a year. */
export function getParameterSet(
  id: string,
  version: number,
  signal?: AbortSignal,
): Promise<SimulationParameterSet> {
  return callApi(
    'GET /api/simulation/parameter-sets/:id',
    { params: { id }, query: { v: version } },
    { signal },
  );
}

export function parameterSetQueryOptions(id: string, version: number) {
  return queryOptions({
    queryKey: ['simulation', 'parameter-sets', id, version],
    queryFn: ({ signal }) => getParameterSet(id, version, signal),
    staleTime: Infinity,
  });
}

/** Loaded only once someone opens "Assumptions and sources". */
export function useParameterSet(id: string, version: number, enabled: boolean) {
  return useQuery({ ...parameterSetQueryOptions(id, version), enabled });
}
