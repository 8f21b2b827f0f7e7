// Lighthouse on every prerendered route (`pnpm --filter @pathways/web lighthouse`): mobile, default
// (simulated) throttling, against the built site served by the built API, as a visitor gets it.
// Prints each route's four scores with the figures behind performance, and exits non-zero under the
// bars of DESIGN.md §6 (performance ≥ 98; accessibility, best practices and SEO = 100).
//
// Performance is measured CPU time slowed 4×: run it on a quiet machine (a busy one scores lower,
// never higher). LIGHTHOUSE_ROUTES=/,/contact runs only those routes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderedRoutes } from './prerendered-routes.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const PERFORMANCE_BAR = 98;
const OTHER_BAR = 100;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SERVER_START_TIMEOUT_MS = 240_000;
const POLL_MS = 500;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built API with its demo data in memory, as `pnpm start` serves the site. */
async function startSite() {
  const port = await freePort();
  const api = spawn(process.execPath, [join(webRoot, '..', 'api', 'dist', 'server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin, stop: () => api.kill() };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  api.kill();
  throw new Error('The built API did not answer its health check (run `pnpm build` first)');
}

function audit(url, outputDir) {
  const output = join(outputDir, 'report.json');
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'lighthouse',
      url,
      `--chrome-path=${process.env.CHROME_PATH ?? '/usr/bin/chromium'}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { cwd: webRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(output, 'utf8'));
}

const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
const routes = (await prerenderedRoutes(join(webRoot, 'dist'))).filter(
  (route) => !only || only.includes(route),
);
const site = await startSite();
const outputDir = mkdtempSync(join(tmpdir(), 'pathways-lighthouse-'));
const rows = [];
const misses = [];
try {
  for (const route of routes) {
    const report = audit(site.origin + route, outputDir);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round(report.categories[category].score * 100)]),
    );
    const figure = (id) => report.audits[id].displayValue;
    rows.push({
      route,
      ...scores,
      FCP: figure('first-contentful-paint'),
      LCP: figure('largest-contentful-paint'),
      TBT: figure('total-blocking-time'),
      CLS: figure('cumulative-layout-shift'),
    });
    for (const category of CATEGORIES) {
      const bar = category === 'performance' ? PERFORMANCE_BAR : OTHER_BAR;
      if (scores[category] < bar) misses.push(`${route}: ${category} ${scores[category]} < ${bar}`);
    }
  }
} finally {
  site.stop();
  rmSync(outputDir, { recursive: true, force: true });
}

console.log('Lighthouse, mobile, simulated throttling:');
console.table(rows);
if (misses.length > 0) {
  console.error(`Under the bar:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(`Every route: performance ≥ ${PERFORMANCE_BAR}, the others ${OTHER_BAR}.`);
}
