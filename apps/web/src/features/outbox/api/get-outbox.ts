import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OutboxList, OutboxStatus } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export type { OutboxList, OutboxStatus };

/** GET /api/outbox: one page, newest first, older than `before`. */
export function getOutbox(
  status: OutboxStatus | undefined,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<OutboxList> {
  return callApi('GET /api/outbox', { query: { status, before } }, { signal });
}

export const outboxQueryOptions = (status: OutboxStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: ['outbox', status ?? 'all'],
    queryFn: ({ pageParam, signal }) => getOutbox(status, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export function useOutbox(status: OutboxStatus | undefined) {
  return useInfiniteQuery(outboxQueryOptions(status));
}
