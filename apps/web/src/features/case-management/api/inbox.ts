import type { InboxKind, InboxStatus } from '@pathways/schemas';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { callApi } from '@/lib/api-client';
import { createIntentKeys } from '@/lib/intent-keys';
import {
  useContractInfiniteQuery,
  useContractMutation,
  useContractQuery,
} from '@/lib/contract-query';

export interface InboxFilters {
  kind?: InboxKind | undefined;
  status?: InboxStatus | undefined;
  q?: string | undefined;
}

/** GET /api/inbox: a page of every kind of submission, newest first. */
export const useInbox = (filters: InboxFilters) =>
  useContractInfiniteQuery('GET /api/inbox', { query: filters }, 'cursor');

/** GET /api/inbox/:kind/:id: one submission with its answers and notes. */
export const useInboxItem = (kind: InboxKind, id: number) =>
  useContractQuery('GET /api/inbox/:kind/:id', { params: { kind, id } });

export const useUpdateInboxItem = (kind: InboxKind, id: number) =>
  useContractMutation('PATCH /api/inbox/:kind/:id', {
    input: (body: { status?: InboxStatus; assignedTo?: number | null; reason?: string }) => ({
      params: { kind, id },
      body,
    }),
    invalidates: ['GET /api/inbox', 'GET /api/inbox/:kind/:id'],
  });

/** POST /api/inbox/:kind/:id/reply: an e-mail to the sender, through the outbox. */
export const useReplyToSubmission = (kind: InboxKind, id: number) =>
  useContractMutation('POST /api/inbox/:kind/:id/reply', {
    input: (body: string) => ({ params: { kind, id }, body: { body } }),
    invalidates: [['GET /api/inbox/:kind/:id', { params: { kind, id } }]],
  });

export const useAddInboxNote = (kind: InboxKind, id: number) =>
  useContractMutation('POST /api/inbox/:kind/:id/notes', {
    input: (body: string) => ({ params: { kind, id }, body: { body } }),
    invalidates: [['GET /api/inbox/:kind/:id', { params: { kind, id } }]],
  });

/** Opens a submission's protected answers with the route of its kind (intake, volunteer, screening). */
export function useRevealAnswers(kind: InboxKind, id: number) {
  // One opening, one access-log entry: a double click sends once (issue 32 D2).
  const intents = useRef(createIntentKeys()).current;
  return useMutation({
    mutationFn: (reason: string | undefined) => {
      const input = { params: { id }, body: { reason } };
      return intents.send(input, (idempotencyKey) => {
        if (kind === 'recordClearing')
          return callApi('POST /api/inbox/recordClearing/:id/reveal', input, { idempotencyKey });
        if (kind === 'volunteer')
          return callApi('POST /api/inbox/volunteer/:id/reveal', input, { idempotencyKey });
        return callApi('POST /api/inbox/clientIntake/:id/reveal', input, { idempotencyKey });
      });
    },
  });
}

export const useAcceptIntake = (id: number) =>
  useContractMutation('POST /api/inbox/clientIntake/:id/accept', {
    input: (caseWorkerId: number | undefined) => ({ params: { id }, body: { caseWorkerId } }),
    invalidates: ['GET /api/inbox', 'GET /api/inbox/:kind/:id'],
  });
