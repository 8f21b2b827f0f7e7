import type { CaseInput } from '@pathways/record-clearing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /api/clients/:id/record-screenings, then the client's record is read again (timeline, plan). */
export function useScreenClientCase(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CaseInput) =>
      callApi('POST /api/clients/:id/record-screenings', {
        params: { id: clientId },
        body: { case: input },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients', clientId] }),
  });
}
