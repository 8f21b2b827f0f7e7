import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * The message threads (issue 13). Every query lives under ['messages'] so that sending or reading a
 * message refreshes the thread, the caseload's unread counts and the sidebar's count together.
 */
export const clientMessagesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['messages', 'client', id],
    queryFn: ({ signal }) =>
      callApi('GET /api/clients/:id/messages', { params: { id } }, { signal }),
  });

export function useClientMessages(id: number) {
  return useQuery(clientMessagesQueryOptions(id));
}

export const myMessagesQueryOptions = queryOptions({
  queryKey: ['messages', 'mine'],
  queryFn: ({ signal }) => callApi('GET /api/my/messages', {}, { signal }),
  retry: false,
});

export function useMyMessages() {
  return useQuery(myMessagesQueryOptions);
}

/** After a message is sent or read: the threads, the counts and the caseload's badges. */
function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['messages'] }),
      queryClient.invalidateQueries({ queryKey: ['clients'] }),
    ]);
}

export function useSendClientMessage(id: number) {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (body: string) =>
      callApi('POST /api/clients/:id/messages', { params: { id }, body: { body } }),
    onSuccess: refresh,
  });
}

export function useMarkClientMessagesRead(id: number) {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: () => callApi('POST /api/clients/:id/messages/read', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useSendMyMessage() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (body: string) => callApi('POST /api/my/messages', { body: { body } }),
    onSuccess: refresh,
  });
}

export function useMarkMyMessagesRead() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: () => callApi('POST /api/my/messages/read', {}),
    onSuccess: refresh,
  });
}
