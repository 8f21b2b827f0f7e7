import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InviteStaffInput, StaffRole, UserRole } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

/** GET /api/admin/users, a page at a time. */
export const usersQueryOptions = (role?: UserRole) =>
  infiniteQueryOptions({
    queryKey: ['admin-users', role ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/admin/users', { query: { role, before: pageParam } }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export function useUsers(role?: UserRole) {
  return useInfiniteQuery(usersQueryOptions(role));
}

/** The active case workers an admin can assign (first page is plenty for a small organization). */
export function useCaseWorkers(enabled: boolean) {
  return useQuery({
    queryKey: ['admin-users', 'caseWorker', 'active'],
    queryFn: ({ signal }) =>
      callApi('GET /api/admin/users', { query: { role: 'caseWorker' } }, { signal }).then((page) =>
        page.users.filter((user) => user.deactivatedAt === null),
      ),
    enabled,
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffInput) => callApi('POST /api/admin/users', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-users'] }),
  });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      callApi('PATCH /api/admin/users/:id', { params: { id }, body: { active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-users'] }),
  });
}

/** A staff account moved between case worker and admin; its sessions end, so it signs in afresh. */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: StaffRole }) =>
      callApi('PATCH /api/admin/users/:id', { params: { id }, body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-users'] }),
  });
}

/** GET /api/access-log, a page at a time. */
export function useAccessLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['access-log'],
      queryFn: ({ pageParam, signal }) =>
        callApi('GET /api/access-log', { query: { before: pageParam } }, { signal }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (page) => page.nextBefore ?? undefined,
    }),
  );
}

/** GET /api/my/case: the signed-in client's plan, appointments and consents. */
export function useMyCase() {
  return useQuery({
    queryKey: ['my-case'],
    queryFn: ({ signal }) => callApi('GET /api/my/case', {}, { signal }),
    retry: false,
  });
}

export function useRevokeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('POST /api/my/consents/:id/revoke', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-case'] }),
  });
}
