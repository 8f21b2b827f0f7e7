import { useQueryClient } from '@tanstack/react-query';
import {
  contractQueryKey,
  useContractMutation,
  useContractQuery,
  type BodyOf,
} from '@/lib/contract-query';

/** GET /api/plan-template. */
export const usePlanTemplate = () => useContractQuery('GET /api/plan-template');

/** PUT /api/plan-template: the whole template at once; its answer is the template as saved. */
export function useSavePlanTemplate() {
  const queryClient = useQueryClient();
  return useContractMutation('PUT /api/plan-template', {
    input: (body: BodyOf<'PUT /api/plan-template'>) => ({ body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(contractQueryKey('GET /api/plan-template'), saved),
  });
}
