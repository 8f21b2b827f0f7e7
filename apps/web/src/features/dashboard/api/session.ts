import { useQueryClient } from '@tanstack/react-query';
import { contractQueryKey, useContractMutation, useContractQuery } from '@/lib/contract-query';

/**
 * Re-read the expiry now and then: another tab may have extended the session, and the server is
 * the authority on when it ends. Once a minute is cheap and well inside the 2-minute warning.
 */
export const SESSION_POLL_INTERVAL_MS = 60_000;

/** GET /api/session: when the signed-in session ends. Reading it does not extend the session. */
export const useSession = () =>
  useContractQuery('GET /api/session', undefined, { refetchInterval: SESSION_POLL_INTERVAL_MS });

/** POST /api/session/refresh: extends the session and answers with its new end. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useContractMutation('POST /api/session/refresh', {
    onSuccess: (session) => queryClient.setQueryData(contractQueryKey('GET /api/session'), session),
  });
}
