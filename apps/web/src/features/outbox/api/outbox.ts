import type { OutboxStatus } from '@pathways/schemas';
import {
  useContractInfiniteQuery,
  useContractMutation,
  useContractQuery,
} from '@/lib/contract-query';

/** GET /api/outbox: one page, newest first, older than `before`. */
export const useOutbox = (status: OutboxStatus | undefined) =>
  useContractInfiniteQuery('GET /api/outbox', { query: { status } });

/** GET /api/outbox/:id: one message with its text, once one is chosen. */
export const useOutboxMessage = (id: number | null) =>
  useContractQuery('GET /api/outbox/:id', { params: { id: id ?? 0 } }, { enabled: id !== null });

/** POST /api/outbox/:id/retry: a failed or held message goes back in the queue. */
export const useRetryOutboxMessage = () =>
  useContractMutation('POST /api/outbox/:id/retry', {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['GET /api/outbox', 'GET /api/outbox/:id'],
  });
