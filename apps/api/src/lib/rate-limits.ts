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
}

/** Production defaults: strict, so a bot cannot guess passwords or flood the inbox. */
export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 10, timeWindow: MINUTE_MS },
  loginFailuresPerAccount: { max: 100, timeWindow: HOUR_MS },
  forms: { max: 20, timeWindow: 15 * MINUTE_MS },
};

/** Beyond this many tracked accounts, expired entries are swept so memory stays bounded. */
const MAX_TRACKED_ACCOUNTS = 10_000;

/** Counts failed sign-ins per (case-folded) username in a fixed window; in memory, per instance. */
export class LoginFailureCounter {
  private readonly failures = new Map<string, { count: number; windowStart: number }>();

  constructor(private readonly limit: Limit) {}

  isBlocked(username: string, now = Date.now()): boolean {
    const entry = this.failures.get(username.toLowerCase());
    return (
      entry !== undefined &&
      now - entry.windowStart < this.limit.timeWindow &&
      entry.count >= this.limit.max
    );
  }

  recordFailure(username: string, now = Date.now()): void {
    const key = username.toLowerCase();
    const entry = this.failures.get(key);
    if (entry && now - entry.windowStart < this.limit.timeWindow) {
      entry.count += 1;
      return;
    }
    if (this.failures.size >= MAX_TRACKED_ACCOUNTS) this.sweep(now);
    this.failures.set(key, { count: 1, windowStart: now });
  }

  reset(username: string): void {
    this.failures.delete(username.toLowerCase());
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.failures) {
      if (now - entry.windowStart >= this.limit.timeWindow) this.failures.delete(key);
    }
  }
}

/** Route config for a limit, or none when limits are switched off. */
export function limitConfig(limit: Limit | undefined): { rateLimit?: Limit } {
  return limit ? { rateLimit: limit } : {};
}
