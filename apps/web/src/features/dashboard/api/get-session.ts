import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/session: when the signed-in session ends. Reading it does not extend the session. */
export interface SessionInfo {
  expiresAt: string;
}

/**
 * Re-read the expiry now and then: another tab may have extended the session, and the server is
 * the authority on when it ends. Once a minute is cheap and well inside the 2-minute warning.
 */
export const SESSION_POLL_INTERVAL_MS = 60_000;

export function getSession(signal?: AbortSignal): Promise<SessionInfo> {
  return api.get<SessionInfo>('/api/session', signal);
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => getSession(signal),
  refetchInterval: SESSION_POLL_INTERVAL_MS,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
