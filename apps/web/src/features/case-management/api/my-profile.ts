import type { RescheduleRequestInput } from '@pathways/schemas';
import { useQueryClient } from '@tanstack/react-query';
import {
  contractQueryOptions,
  useContractMutation,
  type BodyOf,
  type Invalidation,
} from '@/lib/contract-query';

/** After a change to my own case: My Profile and the dashboard (its resume alert) reload. */
const MY_CASE_ROUTES: readonly Invalidation[] = ['GET /api/my/case', 'GET /api/dashboard/client'];

/** PATCH /api/my/profile. */
export const useUpdateMyProfile = () =>
  useContractMutation('PATCH /api/my/profile', {
    input: (body: BodyOf<'PATCH /api/my/profile'>) => ({ body }),
    invalidates: MY_CASE_ROUTES,
  });

/** Reads my profile again from the server (after a 409), and the page shows it too. */
export function useReloadMyProfile() {
  const queryClient = useQueryClient();
  return async () => {
    const myCase = await queryClient.fetchQuery({
      ...contractQueryOptions('GET /api/my/case'),
      staleTime: 0,
    });
    return myCase.profile;
  };
}

/** POST /api/my/appointments/:id/reschedule. */
export const useRequestReschedule = () =>
  useContractMutation('POST /api/my/appointments/:id/reschedule', {
    input: ({ id, ...body }: RescheduleRequestInput & { id: number }) => ({ params: { id }, body }),
    invalidates: MY_CASE_ROUTES,
  });
