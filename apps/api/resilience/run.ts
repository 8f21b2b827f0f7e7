/**
 * `pnpm resilience [--short]`: load, kill -9, database-outage and fuzz checks against the built
 * server (apps/api/dist). With DATABASE_URL set, the outage check runs on that PostgreSQL: it closes
 * and reopens that database, so point it at one made for the purpose.
 */
import { FULL, SHORT, formatTable, runSuite } from './suite.js';

const short = process.argv.includes('--short');
const results = await runSuite({
  ...(short ? SHORT : FULL),
  from: 'dist',
  databaseUrl: process.env['DATABASE_URL'],
});
process.stdout.write(`${formatTable(results)}\n`);
const failed = results.filter((result) => !result.passed).length;
process.stdout.write(`${results.length - failed} passed, ${failed} failed\n`);
process.exitCode = failed === 0 ? 0 : 1;
