import { useContractMutation, useContractQuery } from '@/lib/contract-query';

/** GET /api/admin/employers: every company, renamed ones waiting for review first. */
export const useAdminEmployers = () => useContractQuery('GET /api/admin/employers');

/** An admin approves a renamed company's new name: its verified badge comes back. */
export const useApproveEmployerName = () =>
  useContractMutation('POST /api/admin/employers/:id/name-review', {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['GET /api/admin/employers', 'GET /api/employers/options'],
  });
