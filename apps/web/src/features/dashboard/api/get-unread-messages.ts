import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Client messages waiting for staff; under ['messages'] so reading a thread refreshes it. */
export const unreadMessagesQueryOptions = queryOptions({
  queryKey: ['messages', 'unread'],
  queryFn: ({ signal }) => callApi('GET /api/messages/unread', {}, { signal }),
});

/** GET /api/messages/unread, only for staff (`enabled`): the sidebar's count. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({ ...unreadMessagesQueryOptions, enabled });
}
