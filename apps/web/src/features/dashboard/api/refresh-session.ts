import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { sessionQueryOptions, type SessionInfo } from './get-session';

/** POST /api/session/refresh: extends the session and answers with its new end. */
export function refreshSession(): Promise<SessionInfo> {
  return callApi('POST /api/session/refresh');
}

export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSession,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions.queryKey, session),
  });
}
