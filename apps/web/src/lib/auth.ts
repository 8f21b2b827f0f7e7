import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, User } from '@pathways/schemas';
import { cookieValue, SIGNED_IN_COOKIE } from '@/config/cookies';
import { ApiError, callApi } from './api-client';

export type { User };

const HTTP_UNAUTHORIZED = 401;

function maybeSignedIn(): boolean {
  if (typeof document === 'undefined') return true;
  return cookieValue(document.cookie, SIGNED_IN_COOKIE) !== undefined;
}

/**
 * GET /api/user: a 401 means nobody is signed in, which is null, not an error (spec §7). Without
 * the presence cookie there is certainly no session, so nothing is asked (issue 12: the 401 cost
 * every public page its Lighthouse best-practices score).
 */
export async function getUser(): Promise<User | null> {
  if (!maybeSignedIn()) return null;
  try {
    return await callApi('GET /api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === HTTP_UNAUTHORIZED) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({ queryKey: ['user'], queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginInput) => callApi('POST /api/login', { body: credentials }),
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions.queryKey, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: RegisterInput) => callApi('POST /api/register', { body: form }),
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions.queryKey, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /api/logout'),
    onSuccess: () => {
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      // Personal data of the signed-out user must not linger in the cache.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
    },
  });
}
