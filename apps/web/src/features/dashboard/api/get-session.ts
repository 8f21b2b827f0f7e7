import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

export type { SessionInfo };

/**
 * Re-read the expiry now and then: another tab may have extended the session, and the server is
 * the authority on when it ends. Once a minute is cheap and well inside the 2-minute warning.
 */
export const SESSION_POLL_INTERVAL_MS = 60_000;

/** GET /api/session: when the signed-in session ends. Reading it does not extend the session. */
export function getSession(signal?: AbortSignal): Promise<SessionInfo> {
  return callApi('GET /api/session', {}, { signal });
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => getSession(signal),
  refetchInterval: SESSION_POLL_INTERVAL_MS,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
