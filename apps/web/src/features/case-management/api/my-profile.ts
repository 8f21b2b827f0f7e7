import type { RescheduleRequestInput } from '@pathways/schemas';
import { useContractMutation, type BodyOf, type Invalidation } from '@/lib/contract-query';

/** After a change to my own case: My Profile and the dashboard (its resume alert) reload. */
const MY_CASE_ROUTES: readonly Invalidation[] = ['GET /api/my/case', 'GET /api/dashboard/client'];

/** PATCH /api/my/profile. */
export const useUpdateMyProfile = () =>
  useContractMutation('PATCH /api/my/profile', {
    input: (body: BodyOf<'PATCH /api/my/profile'>) => ({ body }),
    invalidates: MY_CASE_ROUTES,
  });

/** POST /api/my/appointments/:id/reschedule. */
export const useRequestReschedule = () =>
  useContractMutation('POST /api/my/appointments/:id/reschedule', {
    input: ({ id, ...body }: RescheduleRequestInput & { id: number }) => ({ params: { id }, body }),
    invalidates: MY_CASE_ROUTES,
  });
