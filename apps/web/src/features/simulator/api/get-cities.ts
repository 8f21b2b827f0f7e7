import type { SimulationCity } from '@pathways/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function getCities(signal?: AbortSignal): Promise<SimulationCity[]> {
  return callApi('GET /api/simulation/cities', {}, { signal });
}

export const citiesQueryOptions = queryOptions({
  queryKey: ['simulation', 'cities'],
  queryFn: ({ signal }) => getCities(signal),
});

export function useCities() {
  return useQuery(citiesQueryOptions);
}
