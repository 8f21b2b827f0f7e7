import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import type { Env } from './env.js';
import { HttpError } from './lib/http-error.js';
import { serializeError } from './lib/log-errors.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import { defaultRateLimits } from './lib/rate-limits.js';
import { createRateLimitRedis } from './lib/rate-limit-store.js';
import type { RateLimits } from './lib/rate-limits.js';
import authPlugin from './plugins/auth.js';
import databasePlugin from './plugins/database.js';
import jobLeaderPlugin from './plugins/job-leader.js';
import outboxPlugin from './plugins/outbox.js';
import type { MailOptions } from './plugins/outbox.js';
import { zodValidatorCompiler } from './lib/contract-compilers.js';
import apiDocs from './plugins/api-docs.js';
import errorHandler from './plugins/error-handler.js';
import fieldEncryption from './plugins/field-encryption.js';
import idempotency from './plugins/idempotency.js';
import type { FieldCipher } from './lib/field-cipher.js';
import securityPlugin from './plugins/security.js';
import simulationResultLog from './plugins/simulation-result-log.js';
import webApp, { readInlineScriptHashes } from './plugins/web-app.js';
import accessLogRoutes from './routes/access-log/index.js';
import placementRoutes from './routes/placements/index.js';
import fairChanceRoutes from './routes/fair-chance/index.js';
import caseloadRoutes from './routes/caseload/index.js';
import calendarRoutes from './routes/calendar/index.js';
import caseloadMoveRoutes from './routes/caseload-moves/index.js';
import outcomeRoutes from './routes/outcomes/index.js';
import adminUserRoutes from './routes/admin-users/index.js';
import authRoutes from './routes/auth/index.js';
import clientRoutes from './routes/clients/index.js';
import messageRoutes from './routes/messages/index.js';
import consentRoutes from './routes/consents/index.js';
import documentRoutes from './routes/documents/index.js';
import myProfileRoutes from './routes/my-profile/index.js';
import myTasksRoutes from './routes/my-tasks/index.js';
import planTemplateRoutes from './routes/plan-template/index.js';
import dashboardRoutes from './routes/dashboard/index.js';
import formRoutes from './routes/forms/index.js';
import recordClearingRoutes from './routes/record-clearing/index.js';
import healthRoutes from './routes/health/index.js';
import inboxRoutes from './routes/inbox/index.js';
import jobRoutes from './routes/jobs/index.js';
import outboxRoutes from './routes/outbox/index.js';
import passwordResetRoutes from './routes/password-reset/index.js';
import impactReportRoutes from './routes/impact-report/index.js';
import simulationRoutes from './routes/simulation/index.js';
import successStoryRoutes from './routes/success-stories/index.js';
import { systemClock } from './services/clock.js';
import type { Clock } from './services/clock.js';
import type { PdfOptions } from './services/impact-report-pdf/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one source of "now" (services/clock.ts); tests pin it. */
    clock: Clock;
  }
}

/** Request bodies are forms and small JSON; anything bigger is a mistake or an attack. */
export const BODY_LIMIT_BYTES = 64 * 1024;
const PLUGIN_TIMEOUT_MS = 120_000;
/**
 * What is compressed per request (the API's JSON) is gzipped: at its default level it made a
 * simulation run's 15 KB of JSON as small as brotli at quality 4 did (3.8 KB) for about 60% of
 * the CPU. Brotli at its best is for files compressed once: the web build writes .br and .gz
 * copies of its files, served as they are (web-app.ts).
 */
const PER_REQUEST_ENCODINGS: ('gzip' | 'deflate')[] = ['gzip', 'deflate'];
/** Below about a kilobyte compression saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Responses already in memory up to this size are compressed in one call rather than through a
 * zlib stream. The stream's setup costs more than the compression at these sizes, and its
 * threadpool overlap pays only with spare cores, which a small nonprofit's server does not have
 * (Node 20 also ignores container CPU quotas, so the library's own default would assume it does).
 * Measured per simulation run (15 KB of JSON) under load: 620 µs of CPU through a brotli stream,
 * 375 µs with brotli in one call, 260 µs with gzip in one call.
 */
const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;

/** Never written to the logs: credentials, cookies and whatever people typed into forms. */
const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  '*.password',
  '*.confirmPassword',
  // A password-reset token lets its holder in: a secret, even though it is not personal data.
  'token',
  '*.token',
];

export interface BuildAppOptions {
  env: Env;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** A database owned by the caller (tests: two apps on one database); otherwise one is opened from env. */
  db?: Kysely<Database>;
  /** Rate limits; `false` turns them all off (benchmarks, end-to-end runs). Defaults are production-strict. */
  rateLimits?: Partial<RateLimits> | false;
  /** Origins allowed cross-site with credentials (CORS); none by default. */
  corsOrigins?: readonly string[];
  pdf?: PdfOptions;
  /** Where "now" comes from; the real time unless a test or the demo pins it. */
  clock?: Clock;
  /** The outbox's delivery worker and transport (tests drive it by hand or send elsewhere). */
  mail?: MailOptions;
  /** The sensitive-field cipher; by default from DATA_ENCRYPTION_KEY (or DATA_DIR's generated key). */
  cipher?: FieldCipher;
}

const CALENDAR_TOKEN_IN_PATH = /^(\/api\/calendar\/)[^/?]+?(\.ics)?$/;

/**
 * A URL as the access log keeps it: the query string goes, because a form sent as GET (before the
 * page's script runs, or without it) puts what the person typed there.
 */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // A calendar feed's token is the key to someone's appointments (issue 31.4).
  const safePath = path.replace(CALENDAR_TOKEN_IN_PATH, '$1[redacted]$2');
  return query === -1 ? safePath : `${safePath}?[redacted]`;
}

/** Fastify's request line, less the query string (also for a hand-made `req` a log call passes). */
function serializeRequest(
  request: Partial<Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip' | 'socket'>>,
) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    // Database errors carry the values that were sent; only what names the failure is logged.
    // Request lines are logged without their query strings (they can carry what a form held).
    serializers: { ...base.serializers, err: serializeError, req: serializeRequest },
  };
}

/** The whole API as one Fastify instance; tests build it and call `app.inject`. */
export async function buildApp({
  env,
  logger = false,
  webRoot,
  db,
  rateLimits,
  corsOrigins = [],
  pdf,
  clock = systemClock,
  mail = {},
  cipher,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    // Close keep-alive sockets at shutdown so a graceful close does not wait on idle clients.
    forceCloseConnections: 'idle',
    // PGlite compiles its WebAssembly and migrates on start; on a busy machine that can take a while.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    // A "__proto__" or "constructor.prototype" key is dropped as the JSON is read, never reaching code,
    // and the rest of the body is checked as usual: the caller gets field errors, not a parser's message.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  // JSON only: a text/plain body is a wrong content type (415), not a string to validate.
  app.removeContentTypeParser('text/plain');

  const limits = rateLimits === false ? null : { ...defaultRateLimits, ...rateLimits };

  app.decorate('clock', clock);
  // Every route validates and serializes with its contract's zod schemas (@pathways/schemas):
  // what arrives is what the web form checked, and no field the schema does not name can leave.
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(fieldEncryption, { env, cipher });
  await app.register(databasePlugin, { env, db });
  await app.register(jobLeaderPlugin, { env });
  await app.register(outboxPlugin, { env, ...mail });
  await app.register(simulationResultLog);
  // A job seeker on a slow phone plan gets the pages, scripts and JSON in about a quarter of the bytes.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    encodings: PER_REQUEST_ENCODINGS,
  });
  const rateLimitRedis = limits ? createRateLimitRedis(env, app.log) : null;
  // In-flight requests are done by onClose; nothing is left to wait for.
  if (rateLimitRedis) {
    app.addHook('onClose', (_instance, done) => {
      rateLimitRedis.disconnect();
      done();
    });
  }
  await app.register(securityPlugin, {
    corsOrigins,
    inlineScriptHashes: readInlineScriptHashes(webRoot),
    rateLimitRedis,
    rateLimitKeyPrefix: env.REDIS_KEY_PREFIX,
  });
  await app.register(authPlugin, { env });
  await app.register(idempotency);
  await app.register(apiDocs, { docsPage: env.NODE_ENV !== 'production' });

  await app.register(healthRoutes);
  await app.register(authRoutes, { rateLimits: limits });
  await app.register(passwordResetRoutes, { env, rateLimits: limits });
  await app.register(outboxRoutes);
  await app.register(formRoutes, { rateLimits: limits });
  await app.register(simulationRoutes);
  await app.register(successStoryRoutes);
  await app.register(dashboardRoutes);
  await app.register(impactReportRoutes, { pdf });
  await app.register(adminUserRoutes);
  await app.register(inboxRoutes);
  await app.register(clientRoutes);
  await app.register(consentRoutes);
  await app.register(documentRoutes);
  await app.register(jobRoutes);
  await app.register(fairChanceRoutes);
  await app.register(messageRoutes, { rateLimits: limits });
  await app.register(myProfileRoutes);
  await app.register(myTasksRoutes, { reminderIntervalSeconds: env.REMINDER_INTERVAL_SECONDS });
  await app.register(planTemplateRoutes);
  await app.register(accessLogRoutes);
  await app.register(placementRoutes);
  await app.register(caseloadRoutes);
  await app.register(calendarRoutes, { rateLimits: limits });
  await app.register(caseloadMoveRoutes);
  await app.register(outcomeRoutes);
  await app.register(recordClearingRoutes, { rateLimits: limits });
  // Unknown /api paths answer JSON, never the web app's HTML.
  app.all('/api/*', { schema: { hide: true } }, (request) => {
    throw new HttpError(
      404,
      `No API route ${request.method} ${request.url.split('?', 1)[0] ?? ''}`,
    );
  });
  await app.register(webApp, {
    ...(webRoot ? { webRoot } : {}),
    rateLimits: limits,
    secureCookies: env.NODE_ENV === 'production',
  });
  return app;
}
