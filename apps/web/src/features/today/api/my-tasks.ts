import { useContractQuery } from '@/lib/contract-query';

/**
 * GET /api/my/tasks: a case worker's Today list, or (an admin) the named case worker's. The sidebar's
 * count reads the same query, so the page and the count never disagree.
 */
export const useMyTasks = (caseWorkerId?: number, enabled = true) =>
  useContractQuery(
    'GET /api/my/tasks',
    caseWorkerId === undefined ? undefined : { query: { caseWorkerId } },
    { enabled },
  );
