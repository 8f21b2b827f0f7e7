import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanTemplateInput } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export const planTemplateQueryOptions = queryOptions({
  queryKey: ['plan-template'],
  queryFn: ({ signal }) => callApi('GET /api/plan-template', {}, { signal }),
});

/** GET /api/plan-template. */
export function usePlanTemplate() {
  return useQuery(planTemplateQueryOptions);
}

/** PUT /api/plan-template: the whole template at once. */
export function useSavePlanTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanTemplateInput) => callApi('PUT /api/plan-template', { body }),
    onSuccess: (saved) => queryClient.setQueryData(planTemplateQueryOptions.queryKey, saved),
  });
}
