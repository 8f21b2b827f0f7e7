import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The API's public data, the same for everyone, which browsers and proxies may keep as its route
 * says. Every other /api answer may carry personal data and must never sit in a shared or browser
 * cache (issue 25): it is sent with `Cache-Control: no-store`, whatever its route.
 */
const PUBLIC_DATA_PATHS = [
  '/api/health',
  '/api/simulation/',
  '/api/success-stories',
  '/api/outcomes/summary',
  '/api/openapi.json',
  '/api/docs',
];
const READS = new Set(['GET', 'HEAD']);

/** Whether an answer may carry personal data: any /api answer but a read of public data. */
export function mayCarryPersonalData(method: string, url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/api/')) return false;
  return !(READS.has(method) && PUBLIC_DATA_PATHS.some((prefix) => path.startsWith(prefix)));
}

export interface SecurityPluginOptions {
  /** Origins allowed to call the API cross-site with credentials; none by default. */
  corsOrigins: readonly string[];
  /** CSP sources ('sha256-…') of the inline scripts the prerendered pages carry (React's reveal scripts). */
  inlineScriptHashes?: readonly string[];
  /** Where request limits are counted when several instances share them (lib/rate-limit-store.ts). */
  rateLimitRedis?: Redis | null;
  /** Prefix of the limits' keys in that Redis. */
  rateLimitKeyPrefix?: string;
}

/** Same origin when the Origin's host equals the Host header's, both normalised (default ports dropped). */
function isSameHost(origin: string, requestHost: string): boolean {
  try {
    const originUrl = new URL(origin);
    return new URL(`${originUrl.protocol}//${requestHost}`).host === originUrl.host;
  } catch {
    return false;
  }
}

/**
 * Cookie-authenticated writes must come from our own pages. Browsers send Origin (and
 * Sec-Fetch-Site) on cross-site POSTs, so a mismatch is a forged request; clients without
 * Origin are not browsers and cannot ride a victim's cookie.
 */
function isCrossSiteWrite(request: FastifyRequest, corsOrigins: readonly string[]): boolean {
  if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return false;
  const origin = request.headers.origin;
  if (origin !== undefined && corsOrigins.includes(origin)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  if (origin === undefined) return false;
  return !isSameHost(origin, request.host);
}

export default fp<SecurityPluginOptions>(
  async function security(
    app: FastifyInstance,
    { corsOrigins, inlineScriptHashes = [], rateLimitRedis = null, rateLimitKeyPrefix = '' },
  ) {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes],
          styleSrc: ["'self'"],
          // Radix and React write style attributes into the prerendered HTML (hidden inputs, collapsed
          // panels); blocking them breaks the page before hydration. Attributes cannot load or run code.
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // The impact report opens in a new tab from our own pages; same-origin is enough.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });

    await app.register(fastifyCors, {
      origin: corsOrigins.length > 0 ? [...corsOrigins] : false,
      credentials: true,
    });

    // Routes opt in with `config.rateLimit` (see rate-limits.ts), so limits can be switched off as a whole.
    await app.register(fastifyRateLimit, {
      global: false,
      // Shared by every instance when REDIS_URL is set; should Redis not answer, a request goes
      // through uncounted rather than failing (sign-in guessing stays bounded by login-failures.ts).
      ...(rateLimitRedis
        ? {
            redis: rateLimitRedis,
            nameSpace: `${rateLimitKeyPrefix}rate-limit:`,
            skipOnError: true,
          }
        : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          context.statusCode,
          `Too many requests, please try again in ${context.after}`,
        ),
    });

    app.addHook('onRequest', (request, _reply, done) => {
      done(
        isCrossSiteWrite(request, corsOrigins)
          ? new HttpError(403, 'Cross-site requests are not allowed')
          : undefined,
      );
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (mayCarryPersonalData(request.method, request.url)) {
        reply.header('Cache-Control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'security' },
);
