import { useContractQuery } from '@/lib/contract-query';

/** GET /api/outcomes: the figures of Admin › Reports › Outcomes. */
export const useOutcomes = () => useContractQuery('GET /api/outcomes');

/** Where the CSV exports download from (admin only; the browser sends the session cookie). */
export const outcomesCsvPaths = {
  figures: '/api/outcomes.csv',
  rows: '/api/outcomes/placements.csv',
} as const;
