import type { FollowUp, RecordFollowUpInput } from '@pathways/schemas';
import { useQueryClient } from '@tanstack/react-query';
import {
  contractQueryOptions,
  useContractMutation,
  useContractQuery,
  type BodyOf,
} from '@/lib/contract-query';

/** GET /api/clients/:id/placements: the client's placements with their follow-ups. */
export const useClientPlacements = (clientId: number) =>
  useContractQuery('GET /api/clients/:id/placements', { params: { id: clientId } });

/** GET /api/follow-ups: due and overdue follow-ups across the caller's caseload. */
export const useDueFollowUps = () => useContractQuery('GET /api/follow-ups');

/**
 * The answers as the form has them: a question left unanswered is sent absent, and the server
 * answers 400 with that field's message (its schema is the one check, shown beside the field).
 */
export type FollowUpAnswers = Partial<RecordFollowUpInput> & Pick<RecordFollowUpInput, 'version'>;

/** Reads one follow-up again from the server (after a 409); the record's placements show it too. */
export function useReloadFollowUp(clientId: number) {
  const queryClient = useQueryClient();
  return async (followUpId: number): Promise<FollowUp> => {
    const { placements } = await queryClient.fetchQuery({
      ...contractQueryOptions('GET /api/clients/:id/placements', { params: { id: clientId } }),
      staleTime: 0,
    });
    const found = placements
      .flatMap((placement) => placement.followUps)
      .find((followUp) => followUp.id === followUpId);
    if (!found) throw new Error('The follow-up is no longer there');
    return found;
  };
}

/** PATCH /api/follow-ups/:id: records a follow-up; the client's record, the list and the figures reload. */
export const useRecordFollowUp = (clientId: number) =>
  useContractMutation('PATCH /api/follow-ups/:id', {
    input: ({ id, body }: { id: number; body: FollowUpAnswers }) => ({
      params: { id },
      body: body as RecordFollowUpInput,
    }),
    invalidates: [
      ['GET /api/clients/:id', { params: { id: clientId } }],
      ['GET /api/clients/:id/placements', { params: { id: clientId } }],
      'GET /api/follow-ups',
      'GET /api/outcomes',
    ],
  });

/** POST /api/clients/:id/program-enrollments: the client's record and the figures reload. */
export const useEnrolInProgram = (clientId: number) =>
  useContractMutation('POST /api/clients/:id/program-enrollments', {
    input: (body: BodyOf<'POST /api/clients/:id/program-enrollments'>) => ({
      params: { id: clientId },
      body,
    }),
    invalidates: [
      ['GET /api/clients/:id', { params: { id: clientId } }],
      ['GET /api/clients/:id/placements', { params: { id: clientId } }],
      'GET /api/outcomes',
    ],
  });
