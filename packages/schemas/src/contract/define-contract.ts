import type { z } from 'zod';
import type { UserRole } from '../options.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A route's name in the contract: its method and path, with `:param` placeholders ("GET /api/clients/:id"). */
export type RouteKey = `${HttpMethod} /${string}`;

/** A response that is not JSON (a PDF): its content type and a schema that documents it. */
export interface ContentResponse {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/**
 * Who may call a route, enforced by the server before anything else is read: anyone; anyone signed
 * in; or the roles listed, and always admin (spec §6). Access to a particular record (a client's own
 * file, an employer's own posting) is checked by the handler on top, with 404 for someone else's.
 */
export type RouteAccess = 'public' | 'signed-in' | readonly UserRole[];

/** Statuses a route may answer with the error body of DESIGN.md §3. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * One route of the API: what it takes and what it answers. The API registers its handler against
 * this (validation and serialization come from these schemas), the web's client is typed by it, and
 * /api/openapi.json is generated from it.
 */
export interface RouteContract {
  /** One line for the OpenAPI document: what the route does. */
  summary: string;
  /** Who may call it, and anything else a consumer must know. */
  description?: string;
  /** The domain it belongs to (OpenAPI tag). */
  tag: string;
  access: RouteAccess;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The success answers by status; exactly the fields named here leave the server. */
  response: { [status: number]: z.ZodType | ContentResponse };
  /** The failures a caller should expect, each answered with the error body. */
  errors?: readonly ErrorStatus[];
}

export type Contract = Record<RouteKey, RouteContract>;

/**
 * Declares a domain's routes, checking each against `RouteContract` while keeping its exact schemas.
 * @example
 * export const healthContract = defineContract({
 *   'GET /api/health': { summary: 'Is the service up?', tag: 'health', response: { 200: healthSchema } },
 * });
 */
export function defineContract<const C extends Record<RouteKey, RouteContract>>(contract: C): C {
  return contract;
}
