import { apiContract, errorBodySchema } from '@pathways/schemas';
import type {
  ApiContract,
  ApiRouteKey,
  HttpMethod,
  RouteBody,
  RouteContract,
  RouteParams,
  RouteQuery,
  RouteSuccess,
  User,
} from '@pathways/schemas';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import { HttpError } from './http-error.js';

/**
 * A request as a contract route's handler sees it: the caller already admitted by the route's access,
 * so `user` is set on every route that is not public, and body, params and query already validated.
 */
export type ContractRequest<K extends ApiRouteKey> = FastifyRequest<{
  Body: RouteBody<K>;
  Params: RouteParams<K>;
  Querystring: RouteQuery<K>;
}> &
  (ApiContract[K]['access'] extends 'public' ? unknown : { user: User });

/** Read-only all the way down: a handler may answer with data it must not change (sim-core's results). */
type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [P in keyof T]: DeepReadonly<T[P]> }
    : T;
type SuccessBody<K extends ApiRouteKey> = DeepReadonly<RouteSuccess<K>>;

/** A handler returns the success body (sent with the route's success status) or the reply it sent itself. */
export type ContractHandler<K extends ApiRouteKey> = (
  request: ContractRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K> | FastifyReply> | SuccessBody<K> | FastifyReply;

export type ContractRouteOptions = Pick<RouteShorthandOptions, 'preHandler' | 'config'>;

const SIGN_IN_MESSAGE = 'Please sign in to continue';
const FORBIDDEN_MESSAGE = 'You do not have access to this page';

/** 401 when signed out, 403 for a role the route does not admit (admin is admitted everywhere). */
export function checkAccess(route: RouteContract, user: User | null): void {
  if (route.access === 'public') return;
  if (!user) throw new HttpError(401, SIGN_IN_MESSAGE);
  if (route.access === 'signed-in' || user.role === 'admin') return;
  if (!route.access.includes(user.role)) throw new HttpError(403, FORBIDDEN_MESSAGE);
}

function describeAccess(route: RouteContract): string {
  if (route.access === 'public') return 'Anyone may call it.';
  if (route.access === 'signed-in') return 'Any signed-in user (401 otherwise).';
  return `Roles: ${[...route.access, 'admin'].join(', ')} (401 signed out, 403 another role).`;
}

const SUCCESS_MIN = 200;
const SUCCESS_MAX = 299;

function splitKey(key: ApiRouteKey): { method: HttpMethod; url: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, url: key.slice(space + 1) };
}

/** The Fastify schema of a contract entry: its parts, its success answers and its documented failures. */
export function toFastifySchema(route: RouteContract): FastifySchema {
  const response: Record<number, unknown> = { ...route.response };
  for (const status of route.errors ?? []) response[status] = errorBodySchema;
  return {
    summary: route.summary,
    description: [route.description, describeAccess(route)].filter(Boolean).join(' '),
    tags: [route.tag],
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    response,
  };
}

/** The route's success status when it has exactly one other than 200 (201 Created, 204 No Content). */
function onlySuccessStatus(route: RouteContract): number | undefined {
  const statuses = Object.keys(route.response)
    .map(Number)
    .filter((status) => status >= SUCCESS_MIN && status <= SUCCESS_MAX);
  return statuses.length === 1 && statuses[0] !== SUCCESS_MIN ? statuses[0] : undefined;
}

/**
 * Registers the handler of one contract route (`@pathways/schemas` apiContract): its method, path,
 * validation and response serialization all come from the contract, so the server cannot drift
 * from what the web and /api/openapi.json say.
 * @example
 * contractRoute(app, 'GET /api/user', {}, (request) => currentUser(request));
 */
export function contractRoute<K extends ApiRouteKey>(
  app: FastifyInstance,
  key: K,
  options: ContractRouteOptions,
  handler: ContractHandler<K>,
): void {
  const route: RouteContract = apiContract[key];
  const { method, url } = splitKey(key);
  const status = onlySuccessStatus(route);
  app.route({
    method,
    url,
    schema: toFastifySchema(route),
    // Before validation: a caller who may not use the route learns nothing about what it takes.
    preValidation: (request, _reply, done) => {
      try {
        checkAccess(route, request.user);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    ...options,
    handler: (request, reply) => {
      if (status !== undefined) void reply.code(status);
      return handler(request as ContractRequest<K>, reply);
    },
  });
}
