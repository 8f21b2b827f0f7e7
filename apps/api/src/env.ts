import { z } from 'zod';
import { ENCRYPTION_KEY_BYTES } from './lib/field-cipher.js';
import { parseTrustProxy } from './lib/trust-proxy.js';

/**
 * Configuration, parsed once from the environment (DESIGN.md §2). Nothing else reads process.env.
 * DATA_DIR "memory://" keeps the embedded database in memory (tests, throwaway runs).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /**
   * Behind a TLS-terminating proxy, which of its X-Forwarded-* headers to believe: a hop count ("1")
   * or the proxies' addresses/CIDRs, comma-separated. The client's address (rate limits) is the
   * right-most untrusted hop; https is read from the proxy (the Secure session cookie). Unset: none.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * Where e-mail goes out: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465.
   * Unset, nothing is sent: messages wait in Admin › Settings › Outbox (the embedded demo).
   */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address' })
    .optional(),
  /** The sender of every message: an address, or "Name <address>" (a development sender when unset). */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Who hears of each new submission (one address or several, comma-separated); unset, nobody. */
  STAFF_ALERT_TO: z.string().trim().min(3).optional(),
  /**
   * The site's address as people reach it, for the links in e-mail (password reset, the portal).
   * Never taken from a request's Host header, which the sender of the request chooses.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// address' })
    .optional(),
  /**
   * The key that encrypts sensitive answers (criminal history, barriers, date of birth): base64 of
   * 32 random bytes (`openssl rand -base64 32`). Required in production; elsewhere, unset, a key is
   * generated into DATA_DIR/encryption.key on first start.
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64').length === ENCRYPTION_KEY_BYTES, {
      error: 'DATA_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  /** Keys retired by a rotation, comma-separated base64: kept only to read what they encrypted. */
  DATA_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .trim()
    .refine(
      (value) =>
        value
          .split(',')
          .every((key) => Buffer.from(key.trim(), 'base64').length === ENCRYPTION_KEY_BYTES),
      { error: 'DATA_ENCRYPTION_PREVIOUS_KEYS must be 32-byte base64 keys, comma-separated' },
    )
    .optional(),
  /**
   * Redis shared by every instance for the per-address request limits (sign-in, forms, password
   * reset): redis://[:password@]host:6379[/db] or rediss:// for TLS. Unset, each process counts on
   * its own, which is right for one instance; with two or more behind a proxy, set it.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// address' })
    .optional(),
  /** Prefix of this site's keys in REDIS_URL's database, so sites can share one Redis. */
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('pathways:'),
  /**
   * How often (seconds) the job leader looks for appointment reminders that are due (issue 31.3).
   * The default suits a real server; the browser tests shorten it.
   */
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /**
   * Test runs only: the instant the server's clock reads when the process starts (ISO 8601, e.g.
   * 2026-03-18T17:30:00Z); it then runs at real speed. The browser suite pins it so the demo data and
   * the dashboards show the same day whatever the hour, weekday or time zone of the machine.
   */
  CLOCK_START: z.iso
    .datetime({ offset: true, error: 'CLOCK_START must be an ISO 8601 instant' })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = envSchema.parse(source);
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && !env.DATA_ENCRYPTION_KEY) {
    throw new Error(
      'DATA_ENCRYPTION_KEY is required when NODE_ENV=production (it encrypts sensitive answers; openssl rand -base64 32)',
    );
  }
  if (env.CLOCK_START && env.NODE_ENV !== 'test') {
    throw new Error(
      'CLOCK_START is for test runs only (NODE_ENV=test): a real server keeps real time',
    );
  }
  if (env.NODE_ENV === 'production' && env.SMTP_URL && (!env.MAIL_FROM || !env.PUBLIC_URL)) {
    throw new Error(
      'MAIL_FROM and PUBLIC_URL are required with SMTP_URL when NODE_ENV=production (the sender, and the site address links in e-mail point to)',
    );
  }
  return env;
}
