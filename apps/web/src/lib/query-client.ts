import { QueryClient } from '@tanstack/react-query';

/** Spec §4 and §9: no retry, no refetch on focus or interval, never stale, unused data gone after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        // On the server (prerendering) a 5-minute gc timer would keep the build process alive for 5 minutes;
        // Infinity sets no timer (TanStack's own server default).
        gcTime: typeof window === 'undefined' ? Infinity : QUERY_GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
