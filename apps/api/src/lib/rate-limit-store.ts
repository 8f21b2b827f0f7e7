import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '../env.js';

/**
 * A request to Redis that does not answer within this is given up: the limit is skipped for that
 * request (see `skipOnError` in security.ts), so a Redis outage slows nobody down.
 */
const REDIS_CONNECT_TIMEOUT_MS = 1000;
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts wait this much longer each time, up to REDIS_MAX_RECONNECT_DELAY_MS. */
const REDIS_RECONNECT_STEP_MS = 200;
const REDIS_MAX_RECONNECT_DELAY_MS = 5000;

/**
 * The Redis client every instance's request limits count in (`@fastify/rate-limit`'s Redis store),
 * or null without REDIS_URL: then each process counts in its own memory, as one instance should.
 * Redis and not PostgreSQL: a limit is checked on every sign-in and form post, and an atomic
 * increment with an expiry is what Redis does in one round trip, without writing a row per request
 * to the database that holds the people's records. Sign-in throttling per account needs no Redis:
 * it is already counted in PostgreSQL (domains/users/login-throttle.ts).
 */
export function createRateLimitRedis(
  env: Pick<Env, 'REDIS_URL'>,
  log: FastifyBaseLogger,
): Redis | null {
  if (!env.REDIS_URL) return null;
  const redis = new Redis(env.REDIS_URL, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // While Redis is away a request is not queued behind it: the limit is skipped at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) =>
      Math.min(times * REDIS_RECONNECT_STEP_MS, REDIS_MAX_RECONNECT_DELAY_MS),
  });
  // Unheard, ioredis prints every failed reconnect to the console; the log says it once per error.
  redis.on('error', (error: Error) => {
    log.warn(
      { err: error },
      'rate-limit store (Redis) unreachable; limits are per process until it is back',
    );
  });
  return redis;
}
