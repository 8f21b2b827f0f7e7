import type { FastifyInstance } from 'fastify';
import { hasPendingMigrations } from '../../db/migrate.js';
import { pingDatabase } from '../../db/probes.js';
import { contractRoute } from '../../lib/contract-route.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable.js';
import { errorBody } from '../../lib/http-error.js';

/**
 * How long a good answer from the database is trusted (Spring Boot's health endpoint has the same
 * kind of cache): anyone can call this route, and a flood of it should cost the database one query
 * a second, while an outage still shows within a second. A failure is never cached.
 */
export const HEALTHY_FOR_MS = 1000;

/** A health check that answers ok while the database does not would keep a broken instance in rotation. */
export default function healthRoutes(app: FastifyInstance) {
  let healthyUntil = 0;
  // Checks that arrive while a probe is running share it.
  let probe: Promise<void> | undefined;
  const probeDatabase = (): Promise<void> =>
    (probe ??= pingDatabase(app.db)
      .then(() => {
        healthyUntil = Date.now() + HEALTHY_FOR_MS;
      })
      .finally(() => {
        probe = undefined;
      }));

  // Readiness also asks whether every migration is applied: cached like the database probe.
  let readyUntil = 0;
  let readyProbe: Promise<boolean> | undefined;
  const probeReadiness = (): Promise<boolean> =>
    (readyProbe ??= hasPendingMigrations(app.db)
      .then((pending) => {
        if (!pending) readyUntil = Date.now() + HEALTHY_FOR_MS;
        return !pending;
      })
      .finally(() => {
        readyProbe = undefined;
      }));

  // The process answers: nothing else is asked, so a database outage never gets it restarted.
  contractRoute(app, 'GET /api/health/live', {}, () => ({ status: 'ok' as const }));

  // While the app closes, Fastify answers 503 itself (return503OnClosing), so a balancer drains it.
  contractRoute(app, 'GET /api/health/ready', {}, async (request, reply) => {
    try {
      if (Date.now() < readyUntil || (await probeReadiness())) return { status: 'ok' as const };
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'Database migrations are not all applied'));
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'The database is unreachable'));
    }
  });

  contractRoute(app, 'GET /api/health', {}, async (request, reply) => {
    try {
      if (Date.now() >= healthyUntil) await probeDatabase();
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'The database is unreachable'));
    }
  });
}
