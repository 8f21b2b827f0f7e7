/**
 * The one way the web app calls the API (DESIGN.md §3): cookies always sent, JSON in and out, and
 * a non-ok response turned into an Error whose message is "{status}: {message}" — the forms show it.
 */
import type { Locale } from '@pathways/content';
import type {
  ApiRouteKey,
  FieldErrors,
  RouteInput,
  RouteSuccess,
  TakesNoInput,
} from '@pathways/schemas';
import { localeOfPath } from '@/config/locales';
import { idempotencyKeyOf, newIdempotencyKey } from './offline/idempotency-key';

export { newIdempotencyKey } from './offline/idempotency-key';

export type { FieldErrors };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(`${status}: ${message}`);
    this.name = 'ApiError';
  }
}

/**
 * A failed call's words as the portal shows them: the "{status}: " in front is for the developer's
 * console and the public forms' toasts, not for a person reading a portal page (issue 32).
 */
export function withoutStatus(message: string): string {
  return message.replace(/^\d{3}: /, '');
}

interface ErrorBody {
  message?: unknown;
  fieldErrors?: FieldErrors;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: ErrorBody | undefined;
  try {
    body = text ? (JSON.parse(text) as ErrorBody) : undefined;
  } catch {
    body = undefined;
  }
  const message =
    typeof body?.message === 'string' && body.message ? body.message : text || response.statusText;
  return new ApiError(response.status, message, body?.fieldErrors);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The key of this submission; by default the one its form gave the body, or a new one. */
  idempotencyKey?: string;
}

/** Writes carry an `Idempotency-Key` (issue 28): a retry of one submission is stored once. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CONFLICT = 409;
/**
 * A 409 with Retry-After means the same submission (same key) is still being handled, e.g. sent
 * from another tab: asked again shortly, it answers what the first one got (issue 32 D3).
 */
const IN_FLIGHT_RETRIES = 5;
const MAX_RETRY_WAIT_MS = 2000;
const MS_PER_SECOND = 1000;

function retryWaitMs(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (response.status !== CONFLICT || header === null) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds)
    ? Math.min(seconds * MS_PER_SECOND, MAX_RETRY_WAIT_MS)
    : undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The language of what a page sends: a Spanish page's form answers are Spanish, and the e-mail that
 * answers them (a receipt, a reset link) is written in Spanish too (issue 18).
 */
function contentLanguage(): Locale {
  return typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
}

export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, idempotencyKey }: RequestOptions = {},
): Promise<T> {
  const key = WRITES.has(method)
    ? (idempotencyKey ?? idempotencyKeyOf(body) ?? newIdempotencyKey())
    : undefined;
  const send = () =>
    fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined
          ? {}
          : { 'Content-Type': 'application/json', 'Content-Language': contentLanguage() }),
        ...(key === undefined ? {} : { 'Idempotency-Key': key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  let response = await send();
  for (let attempt = 0; key !== undefined && attempt < IN_FLIGHT_RETRIES; attempt += 1) {
    const wait = retryWaitMs(response);
    if (wait === undefined) break;
    await pause(wait);
    response = await send();
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

export type CallOptions = { signal?: AbortSignal; idempotencyKey?: string };
type CallArgs<K extends ApiRouteKey> =
  TakesNoInput<K> extends true
    ? [input?: RouteInput<K>, options?: CallOptions]
    : [input: RouteInput<K>, options?: CallOptions];

/** The path of a route with its `:name` placeholders filled in and its query appended. */
type UrlValue = string | number | boolean | null | undefined;

function toUrl(
  template: string,
  params: Record<string, UrlValue> | undefined,
  query: Record<string, UrlValue> | undefined,
): string {
  const path = template.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * Calls one route of the API contract (`@pathways/schemas` apiContract) by its name, "METHOD /path":
 * what it takes and what it answers are typed from the same zod schemas the server validates and
 * serializes with, so no response type is written by hand here. Only types are imported: no
 * schema code reaches the browser through this function.
 * @example
 * const receipt = await callApi('POST /api/contact', { body: message });
 * const story = await callApi('GET /api/success-stories/:id', { params: { id: 3 } });
 */
export function callApi<K extends ApiRouteKey>(
  key: K,
  ...[input, options]: CallArgs<K>
): Promise<RouteSuccess<K>> {
  return callRoute(key, input, options);
}

/** `callApi` with its input always in place, for generic callers (the contract's query hooks). */
export function callRoute<K extends ApiRouteKey>(
  key: K,
  input: RouteInput<K> | undefined,
  options?: CallOptions,
): Promise<RouteSuccess<K>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as NonNullable<RequestOptions['method']>;
  const parts = (input ?? {}) as {
    params?: Record<string, UrlValue>;
    query?: Record<string, UrlValue>;
    body?: unknown;
  };
  const body = parts.body ?? (method === 'GET' ? undefined : {});
  return apiRequest<RouteSuccess<K>>(toUrl(key.slice(space + 1), parts.params, parts.query), {
    method,
    body,
    ...(options?.signal ? { signal: options.signal } : {}),
    ...(options?.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
  });
}
