// Lighthouse on every prerendered route (`pnpm --filter @pathways/web lighthouse`, after `pnpm build`):
// mobile, default (simulated) throttling, against the built site served by the built API.
//
// Lighthouse's absolute performance score swings by 20 points from run to run on a shared machine, so
// each route is held to a limit measured in the same run (DESIGN.md §6, issue 26): the same
// prerendered HTML with every <script> and modulepreload link removed, served by the same server.
// Route and copy are audited alternately, three times each, and compared by their medians: the route
// fails when its performance is more than 3 points below its copy's or its Total Blocking Time more
// than 100 ms above it. Accessibility, best practices and SEO must be 100 on the route.
//
// Each page is audited by a browser that asks for the page's language (Accept-Language), as its
// readers' do: a reader who wants the other language is offered the twin page, which starts the app
// at once (src/lib/boot/app-needed-at-once.ts).
//
// LIGHTHOUSE_ROUTES=/,/contact runs only those routes; LIGHTHOUSE_RUNS=5 audits each side 5 times.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { prerenderedRoutes } from './prerendered-routes.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** How far the route may fall behind its scriptless copy (DESIGN.md §6). */
const MAX_SCORE_GAP = 3;
const MAX_BLOCKING_GAP_MS = 100;
const OTHER_BAR = 100;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const OTHER_CATEGORIES = CATEGORIES.filter((category) => category !== 'performance');
/** The query flag that asks this script's server for the scriptless copy; the API never sees it. */
const COPY_FLAG = 'lighthouse-scriptless-copy';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156 starts a renderer for the address bar's popup in every browser, headless too:
  // CPU the audited page competes with (the browser tests leave it out as well).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
const SERVER_START_TIMEOUT_MS = 240_000;
const POLL_MS = 500;

async function freePort() {
  const server = createNetServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** How often the API is started before giving up: on a loaded machine its database can outlast its start-up limit. */
const API_START_ATTEMPTS = 3;

/** One start of the built API; null when it exits or stays silent before answering its health check. */
async function tryStartApi() {
  const port = await freePort();
  const api = spawn(process.execPath, [join(webRoot, '..', 'api', 'dist', 'server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  let exited = false;
  api.stderr.on('data', (chunk) => (errors += chunk));
  api.on('exit', () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline && !exited) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin, stop: () => api.kill() };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  api.kill();
  console.error(`The built API did not start:\n${errors}`);
  return null;
}

/** The built API with its demo data in memory, as `pnpm start` serves the site. */
async function startApi() {
  for (let attempt = 1; attempt <= API_START_ATTEMPTS; attempt += 1) {
    const api = await tryStartApi();
    if (api) return api;
  }
  throw new Error('The built API did not answer its health check (run `pnpm build` first)');
}

/** The page as it would be without JavaScript: no script and no preloaded module. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, '');
}

/** Quick brotli for the copy's HTML: a few kilobytes more than the build's, never slower to serve. */
const COPY_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Encodes the copy's HTML as the browser asked and the API does: brotli, gzip or as it is. */
function encode(body, acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) {
    return { encoding: 'br', body: brotliCompressSync(body, COPY_BROTLI) };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', body: gzipSync(body) };
  return { encoding: undefined, body };
}

/** The API's answer for the copy's page, as plain HTML, with the scripts taken out. */
function serveCopy(apiOrigin, url, request, response) {
  const upstream = httpRequest(
    new URL(url.pathname, apiOrigin),
    { headers: { ...request.headers, 'accept-encoding': 'identity' } },
    async (answer) => {
      const chunks = [];
      for await (const chunk of answer) chunks.push(chunk);
      const html = withoutScripts(Buffer.concat(chunks).toString('utf8'));
      const encoded = encode(Buffer.from(html), request.headers['accept-encoding'] ?? '');
      const headers = { ...answer.headers, 'content-length': encoded.body.length };
      delete headers['transfer-encoding'];
      delete headers.etag;
      if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
      response.writeHead(answer.statusCode ?? 502, headers);
      response.end(encoded.body);
    },
  );
  upstream.on('error', (error) => response.destroy(error));
  upstream.end();
}

/**
 * A pass-through in front of the API, the one server both sides of a comparison are loaded from.
 * Every request goes to the API as it came, its answer back byte for byte; a page asked for with
 * COPY_FLAG is the API's answer for the same page with its scripts removed.
 */
async function startProxy(apiOrigin) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', apiOrigin);
    if (url.searchParams.has(COPY_FLAG)) {
      serveCopy(apiOrigin, url, request, response);
      return;
    }
    const upstream = httpRequest(
      new URL(url.pathname + url.search, apiOrigin),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => response.destroy(error));
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

const lighthouseBin = join(webRoot, 'node_modules', '.bin', 'lighthouse');

/** The language a reader of `route` asks for: Spanish under /es, English elsewhere. */
const readerLanguage = (route) => (/^\/es(\/|$)/.test(route) ? 'es-US' : 'en-US');

/**
 * How often a run is tried: Lighthouse itself sometimes fails to record a trace on a busy machine
 * (NO_NAVSTART), which says nothing about the page.
 */
const AUDIT_ATTEMPTS = 3;

/** One Lighthouse run, tried again when Lighthouse fails. */
async function audit(url, outputDir, language) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, outputDir, language);
    } catch (error) {
      if (attempt >= AUDIT_ATTEMPTS) throw error;
      console.error(`${error.message}; trying again (${attempt + 1} of ${AUDIT_ATTEMPTS})`);
    }
  }
}

/**
 * One Lighthouse run. Asynchronous: the pass-through it loads the page from lives in this process,
 * so waiting for Lighthouse must leave the event loop free to serve it.
 */
async function auditOnce(url, outputDir, language) {
  const output = join(outputDir, 'report.json');
  const chromeFlags = [...CHROME_FLAGS, `--accept-lang=${language}`];
  const lighthouse = spawn(
    lighthouseBin,
    [
      url,
      `--chrome-path=${process.env.CHROME_PATH ?? '/usr/bin/chromium'}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { cwd: webRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const status = await new Promise((resolve) => lighthouse.on('exit', resolve));
  if (status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    ...Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round(report.categories[category].score * 100)]),
    ),
    tbt: Math.round(report.audits['total-blocking-time'].numericValue),
    lcp: Math.round(report.audits['largest-contentful-paint'].numericValue),
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const medianOf = (audits, key) => median(audits.map((result) => result[key]));

/** Route and copy alternately, RUNS each, so a slow spell of the machine falls on both. */
async function compare(origin, route, outputDir) {
  const page = origin + route;
  const copy = `${page}?${COPY_FLAG}`;
  const routeAudits = [];
  const copyAudits = [];
  const language = readerLanguage(route);
  for (let run = 0; run < RUNS; run += 1) {
    routeAudits.push(await audit(page, outputDir, language));
    copyAudits.push(await audit(copy, outputDir, language));
  }
  return { routeAudits, copyAudits };
}

const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
const routes = (await prerenderedRoutes(join(webRoot, 'dist'))).filter(
  (route) => !only || only.includes(route),
);
const api = await startApi();
const proxy = await startProxy(api.origin);
const outputDir = mkdtempSync(join(tmpdir(), 'pathways-lighthouse-'));
const rows = [];
const misses = [];
try {
  for (const route of routes) {
    const { routeAudits, copyAudits } = await compare(proxy.origin, route, outputDir);
    const performance = medianOf(routeAudits, 'performance');
    const limit = medianOf(copyAudits, 'performance');
    const tbt = medianOf(routeAudits, 'tbt');
    const tbtLimit = medianOf(copyAudits, 'tbt');
    const others = Object.fromEntries(
      OTHER_CATEGORIES.map((category) => [category, medianOf(routeAudits, category)]),
    );
    rows.push({
      route,
      performance: `${performance} (copy ${limit})`,
      'TBT ms': `${tbt} (copy ${tbtLimit})`,
      'LCP ms': `${medianOf(routeAudits, 'lcp')} (copy ${medianOf(copyAudits, 'lcp')})`,
      CLS: Number(medianOf(routeAudits, 'cls').toFixed(3)),
      ...others,
      runs: routeAudits.map((result) => result.performance).join('/'),
      'copy runs': copyAudits.map((result) => result.performance).join('/'),
    });
    // One line per route as it is done: a run of every route takes long on a busy machine.
    console.error(JSON.stringify(rows.at(-1)));
    if (performance < limit - MAX_SCORE_GAP) {
      misses.push(
        `${route}: performance ${performance}, more than ${MAX_SCORE_GAP} below ${limit}`,
      );
    }
    if (tbt > tbtLimit + MAX_BLOCKING_GAP_MS) {
      misses.push(
        `${route}: TBT ${tbt} ms, more than ${MAX_BLOCKING_GAP_MS} ms over ${tbtLimit} ms`,
      );
    }
    for (const [category, score] of Object.entries(others)) {
      if (score < OTHER_BAR) misses.push(`${route}: ${category} ${score} < ${OTHER_BAR}`);
    }
  }
} finally {
  proxy.stop();
  api.stop();
  rmSync(outputDir, { recursive: true, force: true });
}

console.log(
  `Lighthouse, mobile, simulated throttling; medians of ${RUNS} runs each, route and its scriptless copy alternately:`,
);
console.table(rows);
if (misses.length > 0) {
  console.error(`Over the limit:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(
    `Every route: performance within ${MAX_SCORE_GAP} points and TBT within ${MAX_BLOCKING_GAP_MS} ms of its copy, the others ${OTHER_BAR}.`,
  );
}
