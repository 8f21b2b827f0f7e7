import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { runPeriodically } from '../lib/run-periodically.js';
import { IdempotencyKeys, type IdempotencyScope } from '../services/idempotency-keys.js';

/**
 * `Idempotency-Key` (IETF httpapi draft "The Idempotency-Key HTTP Header Field", issue 28): a phone
 * that lost its signal at "Submit" sends the same request again with the same key, and gets the
 * first answer instead of a second stored submission. For every POST, PUT, PATCH and DELETE under /api/:
 * - the first request with a key claims it (per caller and route) and runs; a 2xx answer is kept;
 * - a repeat with the same body gets that answer again (`Idempotent-Replayed: true`), the handler
 *   does not run; while the first is still running, a repeat gets 409 and a Retry-After;
 * - the same key with another body or URL is a different request: 422;
 * - an answer that failed (4xx, 5xx) is not kept: a repeat runs again;
 * - signing in and out, sessions and password resets are left alone: their answer is a cookie,
 *   which a replay could not give;
 * - keys are forgotten after a day (an hourly cleanup; an expired key is also ignored at once).
 * Requests without the header work as before.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const MAX_KEY_LENGTH = 255;
/** Visible ASCII and spaces, as an sf-string (RFC 8941) may hold. */
const KEY_PATTERN = /^[\x20-\x7e]+$/;
const SF_STRING_QUOTES = /^"(.*)"$/;
const IDEMPOTENT_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_PATHS = [
  '/api/login',
  '/api/logout',
  '/api/register',
  '/api/session',
  '/api/password-reset',
];
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;
const SUCCESS_MIN = 200;
const SUCCESS_END = 300;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed, completed or released as its answer leaves. */
    idempotencyClaim: IdempotencyScope | null;
  }
}

/** The key as sent: an sf-string in quotes (the draft's form) or bare; undefined when absent. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  const raw = (Array.isArray(header) ? header.join(',') : header).trim();
  const key = SF_STRING_QUOTES.exec(raw)?.[1] ?? raw;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) {
    throw new HttpError(
      400,
      `The Idempotency-Key header must be 1 to ${MAX_KEY_LENGTH} visible characters`,
    );
  }
  return key;
}

function scopeOf(request: FastifyRequest, key: string): IdempotencyScope {
  return {
    caller: request.user ? `user:${request.user.id}` : 'anonymous',
    route: `${request.method} ${request.routeOptions.url ?? request.url.split('?', 1)[0] ?? ''}`,
    key,
  };
}

/** The request itself: its concrete URL and the body as validated. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function isKeptAnswer(statusCode: number, payload: unknown): payload is string {
  return statusCode >= SUCCESS_MIN && statusCode < SUCCESS_END && typeof payload === 'string';
}

function takesKeys(request: FastifyRequest): boolean {
  return (
    IDEMPOTENT_METHODS.has(request.method) &&
    request.url.startsWith('/api/') &&
    !SESSION_PATHS.some((path) => request.url.startsWith(path))
  );
}

export default fp(
  function idempotency(app: FastifyInstance) {
    const keys = new IdempotencyKeys(app.db);
    app.decorateRequest('idempotencyClaim', null);

    // After the route's own access check and validation: a refused or invalid request claims nothing.
    app.addHook('preHandler', async (request, reply) => {
      if (!takesKeys(request)) return;
      const key = keyOf(request);
      if (key === undefined) return;
      const scope = scopeOf(request, key);
      const outcome = await keys.claim(scope, fingerprintOf(request), app.clock.now());
      switch (outcome.kind) {
        case 'claimed':
          request.idempotencyClaim = scope;
          return;
        case 'replay': {
          const { answer } = outcome;
          if (answer.contentType) reply.header('Content-Type', answer.contentType);
          return reply.code(answer.statusCode).header(REPLAYED_HEADER, 'true').send(answer.body);
        }
        case 'in-flight':
          reply.header('Retry-After', String(IN_FLIGHT_RETRY_AFTER_SECONDS));
          throw new HttpError(
            409,
            'This request is already being handled. Please try again shortly.',
          );
        case 'other-request':
          throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const scope = request.idempotencyClaim;
      if (!scope) return payload;
      request.idempotencyClaim = null;
      const contentType = reply.getHeader('content-type');
      try {
        if (isKeptAnswer(reply.statusCode, payload)) {
          await keys.complete(scope, {
            statusCode: reply.statusCode,
            body: payload,
            contentType: typeof contentType === 'string' ? contentType : null,
          });
        } else {
          await keys.release(scope);
        }
      } catch (error) {
        // The answer still goes out; the claim lapses after ABANDONED_CLAIM_MS.
        request.log.warn({ err: error }, 'idempotency key not recorded');
      }
      return payload;
    });

    runPeriodically(app, {
      every: CLEANUP_INTERVAL_MS,
      task: () => keys.prune(app.clock.now()),
      name: 'idempotency key cleanup',
    });
  },
  { name: 'idempotency', dependencies: ['auth'] },
);
