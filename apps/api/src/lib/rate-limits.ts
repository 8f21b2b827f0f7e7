import { MESSAGES_PER_WINDOW, MESSAGES_WINDOW_MINUTES } from '@pathways/schemas';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface Limit {
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

/**
 * How failed sign-ins slow further ones (domains/users/login-throttle.ts). With the defaults an
 * account takes at most 70 failures free in a window, then waits 1 s, 2 s, 4 s … (at most 15 min)
 * after each: about 83 guesses evaluated an hour however many addresses guess, and its owner is
 * kept waiting at most 15 minutes, never refused.
 */
export interface LoginThrottlePolicy {
  /** How long failures are remembered, from the first one (milliseconds). */
  window: number;
  /** Failures from one address at one account before that address must wait. */
  freeFailuresPerAddress: number;
  /** Failures at one account, from anywhere, before every further guess must wait. */
  freeFailuresPerAccount: number;
  /** The first wait; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export interface RateLimits {
  /** Sign-in attempts per IP address. */
  loginPerIp: Limit;
  /** Failed sign-ins per account and per (account, address): delays that grow, never a lockout. */
  loginThrottle: LoginThrottlePolicy;
  /** Form posts (contact, intake, partnership, volunteer, registration) per IP address. */
  forms: Limit;
  /** Password-reset requests, link checks and resets per IP address (429 beyond). */
  passwordResetPerIp: Limit;
  /**
   * Reset e-mails per account: beyond it no more are sent, silently, so the answer stays the same
   * whether or not the account exists, and nobody can flood someone's inbox.
   */
  passwordResetsPerAccount: Limit;
  /** Messages one signed-in person sends in a window (per account, wherever they write from). */
  messagesPerUser: Limit;
  /**
   * Calendar feed reads per IP address: calendar apps poll every few minutes at most, and a feed's
   * token is a credential, so guessing is slowed down too (256 random bits make it hopeless anyway).
   */
  calendarFeedPerIp: Limit;
}

/** Production defaults: strict, so a bot cannot guess passwords or flood the inbox. */
export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 10, timeWindow: MINUTE_MS },
  loginThrottle: {
    window: HOUR_MS,
    freeFailuresPerAddress: 3,
    freeFailuresPerAccount: 70,
    firstDelayMs: 1000,
    maxDelayMs: 15 * MINUTE_MS,
  },
  forms: { max: 20, timeWindow: 15 * MINUTE_MS },
  passwordResetPerIp: { max: 10, timeWindow: 15 * MINUTE_MS },
  passwordResetsPerAccount: { max: 3, timeWindow: HOUR_MS },
  messagesPerUser: { max: MESSAGES_PER_WINDOW, timeWindow: MESSAGES_WINDOW_MINUTES * MINUTE_MS },
  calendarFeedPerIp: { max: 60, timeWindow: 15 * MINUTE_MS },
};

/** Route config for a limit, or none when limits are switched off. */
export function limitConfig(limit: Limit | undefined): { rateLimit?: Limit } {
  return limit ? { rateLimit: limit } : {};
}
