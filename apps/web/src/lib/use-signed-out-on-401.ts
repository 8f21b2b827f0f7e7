import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth';

const HTTP_UNAUTHORIZED = 401;

/**
 * A portal call answered 401: the session ended elsewhere (another tab signed out, the server
 * expired it). Forget the user, so the guard shows "Please sign in" instead of a retry that cannot work.
 */
export function useSignedOutOn401(error: unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (error instanceof ApiError && error.status === HTTP_UNAUTHORIZED) {
      queryClient.setQueryData(userQueryOptions.queryKey, null);
    }
  }, [error, queryClient]);
}
