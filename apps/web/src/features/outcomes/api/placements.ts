import type { RecordFollowUpInput } from '@pathways/schemas';
import { useContractMutation, useContractQuery, type BodyOf } from '@/lib/contract-query';

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
