import { useContractQuery } from '@/lib/contract-query';

/** Each role's dashboard: GET /api/dashboard/<role>. */
export const useAdminDashboard = () => useContractQuery('GET /api/dashboard/admin');
export const useCaseWorkerDashboard = () => useContractQuery('GET /api/dashboard/case-worker');
export const useClientDashboard = () => useContractQuery('GET /api/dashboard/client');
export const useEmployerDashboard = () => useContractQuery('GET /api/dashboard/employer');
/** The employer's company, or null before it is set up (issue 29): the dashboard says which. */
export const useEmployerCompanyStatus = () => useContractQuery('GET /api/employer/company');

/** GET /api/my/messages/unread, only for a client (`enabled`): their sidebar's and dashboard's count. */
export const useMyUnreadMessages = (enabled: boolean) =>
  useContractQuery('GET /api/my/messages/unread', undefined, { enabled });

/** GET /api/messages/unread, only for staff (`enabled`): the sidebar's count. */
export const useUnreadMessages = (enabled: boolean) =>
  useContractQuery('GET /api/messages/unread', undefined, { enabled });
