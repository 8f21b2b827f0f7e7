/**
 * The server under load, in its own process so the load generator does not share its event loop.
 * Reports its port to the parent over IPC and closes when the parent says so.
 */
import { buildApp } from '../src/app.js';
import { IN_MEMORY_DATA_DIR } from '../src/db/create-db.js';
import { parseEnv } from '../src/env.js';
import { BARE_ROUTE } from './bare-route.js';

// In-memory PGlite unless DATABASE_URL points at a PostgreSQL server (then that is measured).
const env = parseEnv({
  ...process.env,
  DATA_DIR: IN_MEMORY_DATA_DIR,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
});
const app = await buildApp({ env, rateLimits: false });
/**
 * The baseline: a route that does no work, behind the same hooks as every other route (security
 * headers, session, compression). It exists only in this process, never in the product.
 */
app.get(BARE_ROUTE, () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('server did not bind to a TCP port');
process.send?.({
  port: address.port,
  database: env.DATABASE_URL ? 'PostgreSQL server' : 'in-memory PGlite',
});
process.on('message', (message) => {
  if (message === 'close') void app.close().then(() => process.exit(0));
});
