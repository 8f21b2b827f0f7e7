import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InboxKind, InboxStatus } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export interface InboxFilters {
  kind?: InboxKind | undefined;
  status?: InboxStatus | undefined;
  q?: string | undefined;
}

/** GET /api/inbox: a page of every kind of submission, newest first. */
export const inboxQueryOptions = (filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: ['inbox', filters],
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/inbox', { query: { ...filters, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useInbox(filters: InboxFilters) {
  return useInfiniteQuery(inboxQueryOptions(filters));
}

/** GET /api/inbox/:kind/:id: one submission with its answers and notes. */
export const inboxItemQueryOptions = (kind: InboxKind, id: number) =>
  queryOptions({
    queryKey: ['inbox', kind, id],
    queryFn: ({ signal }) =>
      callApi('GET /api/inbox/:kind/:id', { params: { kind, id } }, { signal }),
  });

export function useInboxItem(kind: InboxKind, id: number) {
  return useQuery(inboxItemQueryOptions(kind, id));
}

export function useUpdateInboxItem(kind: InboxKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status?: InboxStatus }) =>
      callApi('PATCH /api/inbox/:kind/:id', { params: { kind, id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inbox'] }),
  });
}

export function useAddInboxNote(kind: InboxKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callApi('POST /api/inbox/:kind/:id/notes', { params: { kind, id }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inbox', kind, id] }),
  });
}

/** Opens a submission's protected answers with the route of its kind (issue 30 added a second kind). */
export function useRevealAnswers(kind: InboxKind, id: number) {
  return useMutation({
    mutationFn: (reason: string | undefined) =>
      kind === 'recordClearing'
        ? callApi('POST /api/inbox/recordClearing/:id/reveal', { params: { id }, body: { reason } })
        : callApi('POST /api/inbox/clientIntake/:id/reveal', { params: { id }, body: { reason } }),
  });
}

export function useAcceptIntake(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (caseWorkerId: number | undefined) =>
      callApi('POST /api/inbox/clientIntake/:id/accept', {
        params: { id },
        body: { caseWorkerId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inbox'] }),
  });
}
