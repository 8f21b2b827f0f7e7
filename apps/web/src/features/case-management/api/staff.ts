import type { StaffRole, UserRole } from '@pathways/schemas';
import {
  useContractInfiniteQuery,
  useContractMutation,
  useContractQuery,
  type BodyOf,
} from '@/lib/contract-query';

/** GET /api/admin/users, a page at a time. */
export const useUsers = (role?: UserRole) =>
  useContractInfiniteQuery('GET /api/admin/users', { query: { role } });

/** The active case workers an admin can assign (first page is plenty for a small organization). */
export const useCaseWorkers = (enabled: boolean) =>
  useContractQuery(
    'GET /api/admin/users',
    { query: { role: 'caseWorker' } },
    { enabled, select: (page) => page.users.filter((user) => user.deactivatedAt === null) },
  );

export const useInviteStaff = () =>
  useContractMutation('POST /api/admin/users', {
    input: (body: BodyOf<'POST /api/admin/users'>) => ({ body }),
    invalidates: ['GET /api/admin/users'],
  });

export const useSetUserActive = () =>
  useContractMutation('PATCH /api/admin/users/:id', {
    input: ({ id, active }: { id: number; active: boolean }) => ({
      params: { id },
      body: { active },
    }),
    invalidates: ['GET /api/admin/users'],
  });

/** A staff account moved between case worker and admin; its sessions end, so it signs in afresh. */
export const useChangeUserRole = () =>
  useContractMutation('PATCH /api/admin/users/:id', {
    input: ({ id, role }: { id: number; role: StaffRole }) => ({ params: { id }, body: { role } }),
    invalidates: ['GET /api/admin/users'],
  });

/** GET /api/access-log, a page at a time. */
export const useAccessLog = () => useContractInfiniteQuery('GET /api/access-log', {});

/** GET /api/my/case: the signed-in client's plan, appointments and consents. */
export const useMyCase = () => useContractQuery('GET /api/my/case');

export const useRevokeConsent = () =>
  useContractMutation('POST /api/my/consents/:id/revoke', {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['GET /api/my/case'],
  });

/** Admin › Case Workers › Move clients (issue 31.6): the move comes back, with its id for the CSV. */
export const useMoveCaseload = () =>
  useContractMutation('POST /api/admin/caseload-moves', {
    input: (body: BodyOf<'POST /api/admin/caseload-moves'>) => ({ body }),
    invalidates: ['GET /api/admin/users', 'GET /api/clients'],
  });
