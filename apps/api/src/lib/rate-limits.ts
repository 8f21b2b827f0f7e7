const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface Limit {
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

export interface RateLimits {
  /** Sign-in attempts per IP address. */
  loginPerIp: Limit;
  /** Failed sign-ins per account, from any address: slows password guessing spread over many IPs. */
  loginFailuresPerAccount: Limit;
  /** Form posts (contact, intake, partnership, volunteer, registration) per IP address. */
  forms: Limit;
  /** Password-reset requests, link checks and resets per IP address (429 beyond). */
  passwordResetPerIp: Limit;
  /**
   * Reset e-mails per account: beyond it no more are sent, silently, so the answer stays the same
   * whether or not the account exists, and nobody can flood someone's inbox.
   */
  passwordResetsPerAccount: Limit;
}

/** Production defaults: strict, so a bot cannot guess passwords or flood the inbox. */
export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 10, timeWindow: MINUTE_MS },
  loginFailuresPerAccount: { max: 100, timeWindow: HOUR_MS },
  forms: { max: 20, timeWindow: 15 * MINUTE_MS },
  passwordResetPerIp: { max: 10, timeWindow: 15 * MINUTE_MS },
  passwordResetsPerAccount: { max: 3, timeWindow: HOUR_MS },
};

/** Route config for a limit, or none when limits are switched off. */
export function limitConfig(limit: Limit | undefined): { rateLimit?: Limit } {
  return limit ? { rateLimit: limit } : {};
}
