import { buildApp } from './app.js';
import { DEMO_PASSWORD, demoAccounts } from './db/seed/demo/index.js';
import { parseEnv } from './env.js';
import { clockStartingAt, systemClock } from './services/clock.js';

/**
 * A supervisor gives a stopping process 10 s (systemd's TimeoutStopSec in deploy/, Docker's stop
 * timeout) before killing it; the process gives up a little earlier, on its own terms.
 */
const SHUTDOWN_TIMEOUT_MS = 9_000;

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
  // Stops accepting, waits for in-flight requests and the outbox worker's batch, gives up the job
  // lead, then runs onClose hooks (the database pool closes last).
  await app.close();
  app.log.info({ signal }, 'shut down cleanly');
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
