import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RescheduleRequestInput, UpdateMyProfileInput } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

/** After a change to my own case: My Profile and the dashboard (its resume alert) reload. */
function useRefreshMyCase() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['my-case'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

/** PATCH /api/my/profile. */
export function useUpdateMyProfile() {
  const refresh = useRefreshMyCase();
  return useMutation({
    mutationFn: (body: UpdateMyProfileInput) => callApi('PATCH /api/my/profile', { body }),
    onSuccess: refresh,
  });
}

/** POST /api/my/appointments/:id/reschedule. */
export function useRequestReschedule() {
  const refresh = useRefreshMyCase();
  return useMutation({
    mutationFn: ({ id, ...body }: RescheduleRequestInput & { id: number }) =>
      callApi('POST /api/my/appointments/:id/reschedule', { params: { id }, body }),
    onSuccess: refresh,
  });
}
