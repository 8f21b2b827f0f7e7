// Page-weight benchmark (`pnpm bench`, issue 17): what a phone downloads to show and hydrate each
// prerendered page, as a browser that accepts brotli is served it (the build's .br copies,
// scripts/precompress.mjs). Chromium loads every page from a small static server and counts the
// bytes on the wire (lazy route chunks included, which the HTML alone does not name). Exits
// non-zero when a page is over its budget.
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as english from '@pathways/content';
import * as spanish from '@pathways/content/es';
import { prerenderedRoutes } from './prerendered-routes.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const KB = 1000;

/**
 * Issue 17: the home page ≤ 100 KB of compressed JS and ≤ 250 KB in all; other routes ≤ 150 KB of JS.
 * The Spanish home (/es) is held to the home page's budget (issue 18).
 */
const budgets = {
  home: { scriptKB: 100, totalKB: 250 },
  other: { scriptKB: 150, totalKB: Infinity },
};

/**
 * Issue 18: messages load per language. Texts only the Spanish twins have, one per module; an
 * English page whose scripts hold any of them carries Spanish it does not need.
 */
const spanishMarkers = [
  spanish.site.skipLinkLabel,
  spanish.programs.intro,
  spanish.about.intro,
  spanish.research.intro,
  spanish.successStoriesPage.intro,
  spanish.contact.intro,
  spanish.auth.intro,
  spanish.formChrome.errorSummaryTitle,
  spanish.translateValidationMessage('Passwords do not match'),
];

/**
 * And the other way: the English frame (header, footer, forms' shared words, not-found page), one
 * text of each part; a Spanish page whose scripts hold any of them carries English it does not show.
 */
const englishFrameMarkers = [
  english.site.skipLinkLabel,
  english.site.footer.newTabNote,
  english.formChrome.errorSummaryTitle,
  english.notFound.text,
];

/** The scripts a page loaded that hold any of the markers, read from the build's files. */
async function scriptsHolding(scripts, markers) {
  const found = new Set();
  for (const { script } of scripts) {
    const file = join(dist, script);
    if (!existsSync(file)) continue;
    const text = await readFile(file, 'utf8');
    for (const marker of markers) if (text.includes(marker)) found.add(script);
  }
  return [...found];
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** The built site as the API serves it: a page's index.html, precompressed copies when accepted. */
async function resolveFile(url) {
  const path = join(dist, decodeURIComponent(new URL(url, 'http://x').pathname));
  if (!path.startsWith(dist)) return undefined;
  if (existsSync(path) && (await stat(path)).isFile()) return path;
  const page = join(path, 'index.html');
  return existsSync(page) ? page : join(dist, 'spa.html');
}

const server = createServer(async (request, response) => {
  // The API is not part of the page's weight; its calls answer as they would for a visitor.
  if (request.url?.startsWith('/api/')) {
    return response
      .writeHead(401, { 'content-type': 'application/json' })
      .end('{"message":"Not signed in"}');
  }
  const file = await resolveFile(request.url ?? '/');
  if (!file) return response.writeHead(404).end();
  const brotli =
    /\bbr\b/.test(request.headers['accept-encoding'] ?? '') && existsSync(`${file}.br`);
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    ...(brotli ? { 'content-encoding': 'br' } : {}),
  });
  createReadStream(brotli ? `${file}.br` : file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** Bytes on the wire for one page load, by resource type, once the network has gone quiet. */
async function weigh(route) {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();
  const bytes = { script: 0, total: 0, scripts: [] };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    responses.set(requestId, { type, url: response.url }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes.total += encodedDataLength;
    const response = responses.get(requestId);
    if (response?.type !== 'Script') return;
    bytes.script += encodedDataLength;
    bytes.scripts.push({
      script: new URL(response.url).pathname,
      KB: +(encodedDataLength / KB).toFixed(1),
    });
  });
  await page.goto(origin + route);
  // The app starts when the reader reaches for the page (src/boot.ts): a pointer moving over it.
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  // Hydrated means the page's own lazy chunk has arrived; what it fetches then is counted too.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  await page.close();
  return bytes;
}

const rows = [];
const misses = [];
// PAGE_WEIGHT_ROUTES=/,/es weighs only those pages (a quick check while working on them).
const only = process.env.PAGE_WEIGHT_ROUTES?.split(',');
const routes = (await prerenderedRoutes(dist)).filter((route) => !only || only.includes(route));
for (const route of routes) {
  const { script, total, scripts } = await weigh(route);
  // PAGE_WEIGHT_DETAIL=/contact lists that page's scripts, largest first.
  if (process.env.PAGE_WEIGHT_DETAIL === route) console.table(scripts.sort((a, b) => b.KB - a.KB));
  const isSpanish = route === '/es' || route.startsWith('/es/');
  const budget = route === '/' || route === '/es' ? budgets.home : budgets.other;
  const scriptKB = +(script / KB).toFixed(1);
  const totalKB = +(total / KB).toFixed(1);
  if (scriptKB > budget.scriptKB)
    misses.push(`${route}: ${scriptKB} KB of JS > ${budget.scriptKB} KB`);
  if (totalKB > budget.totalKB)
    misses.push(`${route}: ${totalKB} KB in all > ${budget.totalKB} KB`);
  const leaks = await scriptsHolding(scripts, isSpanish ? englishFrameMarkers : spanishMarkers);
  if (leaks.length > 0)
    misses.push(
      isSpanish
        ? `${route}: Spanish page loads the English frame (${leaks.join(', ')})`
        : `${route}: English page loads Spanish texts (${leaks.join(', ')})`,
    );
  rows.push({ route, scriptKB, scriptBudgetKB: budget.scriptKB, totalKB });
}
await browser.close();
server.close();

console.log('Bytes transferred to load each prerendered page (brotli), against issue 17 budgets:');
console.table(rows);
if (misses.length > 0) {
  console.error(`Over budget:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('Every page is within its budget.');
}
