import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export type { OutboxMessage };

/** GET /api/outbox/:id: one message with its text. */
export function getOutboxMessage(id: number, signal?: AbortSignal): Promise<OutboxMessage> {
  return callApi('GET /api/outbox/:id', { params: { id } }, { signal });
}

export const outboxMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['outbox', 'message', id],
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
  });

export function useOutboxMessage(id: number | null) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? 0), enabled: id !== null });
}
