import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramEnrollmentInput, RecordFollowUpInput } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

/** GET /api/clients/:id/placements: the client's placements with their follow-ups. */
export const clientPlacementsQueryOptions = (clientId: number) =>
  queryOptions({
    // Under the client's key: anything that reloads the record reloads its placements too.
    queryKey: ['clients', clientId, 'placements'],
    queryFn: ({ signal }) =>
      callApi('GET /api/clients/:id/placements', { params: { id: clientId } }, { signal }),
  });

export function useClientPlacements(clientId: number) {
  return useQuery(clientPlacementsQueryOptions(clientId));
}

/** GET /api/follow-ups: due and overdue follow-ups across the caller's caseload. */
export const dueFollowUpsQueryOptions = () =>
  queryOptions({
    queryKey: ['follow-ups'],
    queryFn: ({ signal }) => callApi('GET /api/follow-ups', undefined, { signal }),
  });

export function useDueFollowUps() {
  return useQuery(dueFollowUpsQueryOptions());
}

/**
 * The answers as the form has them: a question left unanswered is sent absent, and the server
 * answers 400 with that field's message (its schema is the one check, shown beside the field).
 */
export type FollowUpAnswers = Partial<RecordFollowUpInput> & Pick<RecordFollowUpInput, 'version'>;

/** PATCH /api/follow-ups/:id: records a follow-up; the client's record, the list and the figures reload. */
export function useRecordFollowUp(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FollowUpAnswers }) =>
      callApi('PATCH /api/follow-ups/:id', { params: { id }, body: body as RecordFollowUpInput }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients', clientId] }),
        queryClient.invalidateQueries({ queryKey: ['follow-ups'] }),
        queryClient.invalidateQueries({ queryKey: ['outcomes'] }),
      ]);
    },
  });
}

/** POST /api/clients/:id/program-enrollments: the client's record and the figures reload. */
export function useEnrolInProgram(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramEnrollmentInput) =>
      callApi('POST /api/clients/:id/program-enrollments', { params: { id: clientId }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients', clientId] }),
        queryClient.invalidateQueries({ queryKey: ['outcomes'] }),
      ]);
    },
  });
}
