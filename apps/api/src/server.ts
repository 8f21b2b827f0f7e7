import { buildApp } from './app.js';
import { DEMO_PASSWORD, demoAccounts } from './db/seed/demo/index.js';
import { parseEnv } from './env.js';
import { clockStartingAt, systemClock } from './services/clock.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const env = parseEnv();
const app = await buildApp({
  env,
  logger: { level: env.NODE_ENV === 'test' ? 'warn' : 'info' },
  clock: env.CLOCK_START ? clockStartingAt(env.CLOCK_START) : systemClock,
  // The browser suite signs in and submits from one address far faster than any person; the API's
  // own tests prove the limits. Every other environment keeps the production limits.
  ...(env.NODE_ENV === 'test' ? { rateLimits: false as const } : {}),
});

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  // Stops accepting, waits for in-flight requests, then runs onClose hooks (the database closes last).
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });

if (app.demoMode) {
  // Printed, not logged: the log redacts passwords, and these are meant to be read.
  const lines = demoAccounts.map((account) => `  ${account.username.padEnd(16)} ${account.role}`);
  process.stdout.write(
    `\nDemo mode (embedded database in ${env.DATA_DIR}). Sign in with password "${DEMO_PASSWORD}":\n${lines.join('\n')}\n\n`,
  );
}
