/**
 * TanStack Query hooks named by the API contract's route keys (issue 26): the query key is the route
 * key and its input, so no feature writes a key by hand, and a mutation names the routes whose
 * answers it changes. The defaults of spec §4 (no retry, never stale…) come from the query client.
 * @example
 * const clients = useContractInfiniteQuery('GET /api/clients', { query: { status } });
 * const addNote = useContractMutation('POST /api/clients/:id/notes', {
 *   invalidates: ['GET /api/clients/:id'],
 * });
 * addNote.mutate({ params: { id }, body: { body: text } });
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiRouteKey, RouteInput, RouteSuccess, TakesNoInput } from '@pathways/schemas';
import { useRef } from 'react';
import { callRoute } from './api-client';
import { createIntentKeys } from './intent-keys';

/** The body a route takes, as sent. */
export type BodyOf<K extends ApiRouteKey> = RouteInput<K> extends { body: infer B } ? B : never;

export type QueryRouteKey = Extract<ApiRouteKey, `GET ${string}`>;
export type MutationRouteKey = Exclude<ApiRouteKey, QueryRouteKey>;

/** `[route key, input]`: a prefix `[route key]` reaches every cached answer of that route. */
export type ContractQueryKey<K extends QueryRouteKey> = readonly [K, RouteInput<K> | null];

export function contractQueryKey<K extends QueryRouteKey>(
  key: K,
  input?: RouteInput<K>,
): ContractQueryKey<K> {
  return [key, input ?? null];
}

type QueryExtras<K extends QueryRouteKey, TData> = Omit<
  UseQueryOptions<RouteSuccess<K>, Error, TData, ContractQueryKey<K>>,
  'queryKey' | 'queryFn'
>;

/** The options of one route's query, for `useQuery`, `setQueryData` or a prefetch. */
export function contractQueryOptions<K extends QueryRouteKey>(key: K, input?: RouteInput<K>) {
  return {
    queryKey: contractQueryKey(key, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => callRoute(key, input, { signal }),
  };
}

export function useContractQuery<K extends QueryRouteKey, TData = RouteSuccess<K>>(
  key: K,
  input?: RouteInput<K>,
  extras: QueryExtras<K, TData> = {},
) {
  return useQuery<RouteSuccess<K>, Error, TData, ContractQueryKey<K>>({
    ...extras,
    ...contractQueryOptions(key, input),
  });
}

/** Cursor pages answer `nextBefore` (an id) or `nextCursor` (an opaque string); absent at the end. */
type Cursor = number | string;
interface CursorPage {
  nextBefore?: number | null;
  nextCursor?: string | null;
}

function nextCursorOf(page: CursorPage): Cursor | undefined {
  return page.nextCursor ?? page.nextBefore ?? undefined;
}

/**
 * A cursor-paged list (the "load more" lists): each page asks for what comes after the last, in the
 * query parameter `cursorParam` (`before` on most lists, `cursor` on the inbox).
 */
export function useContractInfiniteQuery<K extends QueryRouteKey>(
  key: K,
  input: RouteInput<K>,
  cursorParam: 'before' | 'cursor' = 'before',
) {
  const parts = input as { query?: Record<string, unknown> };
  return useInfiniteQuery<
    RouteSuccess<K>,
    Error,
    InfiniteData<RouteSuccess<K>, Cursor | undefined>,
    readonly [K, RouteInput<K>, 'pages'],
    Cursor | undefined
  >({
    // 'pages' keeps the paged cache apart from a plain query of the same route and input.
    queryKey: [key, input, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      callRoute(
        key,
        { ...parts, query: { ...parts.query, [cursorParam]: pageParam } } as RouteInput<K>,
        { signal },
      ),
    initialPageParam: undefined,
    getNextPageParam: (page) => nextCursorOf(page as CursorPage),
  });
}

/** A route whose answers a change makes stale, or one input of it (`[key, { params }]`). */
export type Invalidation = QueryRouteKey | readonly [QueryRouteKey, unknown];

function invalidationKey(target: Invalidation): QueryKey {
  return typeof target === 'string' ? [target] : target;
}

type MutationInput<K extends MutationRouteKey> =
  TakesNoInput<K> extends true ? RouteInput<K> | void : RouteInput<K>;

interface MutationConfig<K extends MutationRouteKey, TVars> {
  /** Every route listed is refetched (where shown) after a success; a function sees the input. */
  invalidates?: readonly Invalidation[] | ((variables: TVars) => readonly Invalidation[]);
  onSuccess?: (data: RouteSuccess<K>, variables: TVars) => unknown;
}

interface MappedMutationConfig<K extends MutationRouteKey, TVars> extends MutationConfig<K, TVars> {
  /** Builds the route's input from what the caller passes to `mutate`. */
  input: (variables: TVars) => RouteInput<K>;
}

/**
 * One route that changes something. One user intent (this input, until it succeeds) sends one
 * `Idempotency-Key`, however often it is sent (issue 32 D2): a second `mutate` while the first is
 * on its way gets the first one's answer without a second request (a double click sends once), a
 * retry after a failure sends the same key again, and the next submission after a success a new
 * one. After a success the routes of `invalidates` reload.
 */
export function useContractMutation<K extends MutationRouteKey>(
  key: K,
  config?: MutationConfig<K, MutationInput<K>>,
): UseMutationResult<RouteSuccess<K>, Error, MutationInput<K>>;
export function useContractMutation<K extends MutationRouteKey, TVars>(
  key: K,
  config: MappedMutationConfig<K, TVars>,
): UseMutationResult<RouteSuccess<K>, Error, TVars>;
export function useContractMutation<K extends MutationRouteKey, TVars>(
  key: K,
  config: Partial<MappedMutationConfig<K, TVars>> = {},
): UseMutationResult<RouteSuccess<K>, Error, TVars> {
  const queryClient = useQueryClient();
  const { input, invalidates, onSuccess } = config;
  const intents = useRef(createIntentKeys()).current;
  return useMutation<RouteSuccess<K>, Error, TVars>({
    mutationFn: (variables) => {
      const routeInput = input ? input(variables) : (variables as RouteInput<K> | undefined);
      return intents.send(routeInput, (idempotencyKey) =>
        callRoute(key, routeInput, { idempotencyKey }),
      );
    },
    onSuccess: async (data, variables) => {
      const targets = typeof invalidates === 'function' ? invalidates(variables) : invalidates;
      await Promise.all(
        (targets ?? []).map((target) =>
          queryClient.invalidateQueries({ queryKey: invalidationKey(target) }),
        ),
      );
      await onSuccess?.(data, variables);
    },
  });
}
