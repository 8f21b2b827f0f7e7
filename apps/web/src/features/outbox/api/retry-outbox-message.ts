import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /api/outbox/:id/retry: a failed or held message goes back in the queue. */
export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('POST /api/outbox/:id/retry', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['outbox'] }),
  });
}
