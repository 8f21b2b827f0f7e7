import { buildApp } from './app.js';
import { parseEnv } from './env.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

const env = parseEnv();
const app = await buildApp({
  env,
  logger: { level: env.NODE_ENV === 'test' ? 'warn' : 'info' },
});

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
