import { isServer, QueryClient } from '@tanstack/react-query';

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
        // At prerender time a 5-minute GC timer would keep the build process alive for 5 minutes
        // after the last page; the server's cache dies with the render anyway.
        gcTime: isServer ? Infinity : QUERY_GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
