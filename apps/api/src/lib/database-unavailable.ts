import { isDatabaseError } from './log-errors.js';

/** How long a client is asked to wait before trying again while the database is away (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 15;

/**
 * SQLSTATEs that mean "no database right now" rather than "this request was wrong": connection
 * exceptions (class 08), the server shutting down or starting (57P01–57P03), and too many connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/** Fatal errors end the session: a database that refuses connections (ALLOW_CONNECTIONS false), a restart. */
const SESSION_ENDING_SEVERITIES = new Set(['FATAL', 'PANIC']);
/** What the socket says when the server cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres' own words for a connection that never came or was cut (plain Errors, no code). */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when a request failed because the database cannot be reached (a restart, failover or outage):
 * the answer is 503 with Retry-After, not 500, and the process carries on.
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, severity, message } = error as {
    code?: unknown;
    severity?: unknown;
    message?: unknown;
  };
  if (isDatabaseError(error)) {
    return (
      (typeof code === 'string' && UNAVAILABLE_STATES.test(code)) ||
      (typeof severity === 'string' && SESSION_ENDING_SEVERITIES.has(severity))
    );
  }
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}
