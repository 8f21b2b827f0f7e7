import { z } from 'zod';

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
   * Behind a TLS-terminating proxy, trust its X-Forwarded-* headers: the client's IP (rate limits)
   * and https (the Secure session cookie is only sent over https). Off by default: spoofable otherwise.
   */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = envSchema.parse(source);
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  }
  return env;
}
