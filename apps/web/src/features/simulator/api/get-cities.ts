import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A city as GET /api/simulation/cities returns it (spec §3 "Simulation"). */
export interface SimulatorCity {
  id: string;
  name: string;
  state: string;
  population: number;
  annualReleases: number;
  /** Percent. */
  baselineRecidivismRate: number;
  averageCostPerIncarceration: number;
}

export function getCities(signal?: AbortSignal): Promise<SimulatorCity[]> {
  return api.get<SimulatorCity[]>('/api/simulation/cities', signal);
}

export const citiesQueryOptions = queryOptions({
  queryKey: ['simulation', 'cities'],
  queryFn: ({ signal }) => getCities(signal),
});

export function useCities() {
  return useQuery(citiesQueryOptions);
}
