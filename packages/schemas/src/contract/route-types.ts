import type { z } from 'zod';
import type { ApiContract } from './api-contract.js';
import type { ContentResponse } from './define-contract.js';

export type ApiRouteKey = keyof ApiContract;

type Part<
  K extends ApiRouteKey,
  P extends 'params' | 'querystring' | 'body',
> = ApiContract[K] extends {
  [Q in P]: infer S extends z.ZodType;
}
  ? S
  : never;
type SuccessSchema<K extends ApiRouteKey> = ApiContract[K]['response'][Extract<
  keyof ApiContract[K]['response'],
  200 | 201 | 202 | 204
>];

/** What a route answers on success, as the caller receives it. */
export type RouteSuccess<K extends ApiRouteKey> =
  SuccessSchema<K> extends ContentResponse
    ? Blob
    : SuccessSchema<K> extends z.ZodType
      ? z.output<SuccessSchema<K>>
      : never;

/** The body, path parameters and query of a route, validated (what the handler sees). */
export type RouteBody<K extends ApiRouteKey> = z.output<Part<K, 'body'>>;
export type RouteParams<K extends ApiRouteKey> = z.output<Part<K, 'params'>>;
export type RouteQuery<K extends ApiRouteKey> = z.output<Part<K, 'querystring'>>;

/** What a caller passes: `params`, `query` and `body` where the route has them, as sent (before parsing). */
export type RouteInput<K extends ApiRouteKey> = ([Part<K, 'params'>] extends [never]
  ? unknown
  : { params: z.input<Part<K, 'params'>> }) &
  ([Part<K, 'querystring'>] extends [never]
    ? unknown
    : { query?: z.input<Part<K, 'querystring'>> }) &
  ([Part<K, 'body'>] extends [never] ? unknown : { body: z.input<Part<K, 'body'>> });

/** True when a route takes nothing, so its caller may leave the input out. */
export type TakesNoInput<K extends ApiRouteKey> = [Part<K, 'params'> | Part<K, 'body'>] extends [
  never,
]
  ? true
  : false;
