import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** GET /api/outcomes: the figures of Admin › Reports › Outcomes. */
export const outcomesQueryOptions = () =>
  queryOptions({
    queryKey: ['outcomes'],
    queryFn: ({ signal }) => callApi('GET /api/outcomes', undefined, { signal }),
  });

export function useOutcomes() {
  return useQuery(outcomesQueryOptions());
}

/** Where the CSV exports download from (admin only; the browser sends the session cookie). */
export const outcomesCsvPaths = {
  figures: '/api/outcomes.csv',
  rows: '/api/outcomes/placements.csv',
} as const;
