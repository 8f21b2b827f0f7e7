// Page-weight benchmark (`pnpm bench`): what a phone downloads before each prerendered page is
// interactive — its HTML plus the scripts, module preloads and stylesheets it names — raw, gzipped,
// and as served to a browser that accepts brotli (the build's .br copies, scripts/precompress.mjs).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const KIB = 1024;

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
      return entry.name === 'index.html' ? [path] : [];
    }),
  );
  return nested.flat();
}

/** What the server sends a browser that accepts brotli: the .br copy where the build wrote one. */
async function servedBytes(path, body) {
  return existsSync(`${path}.br`) ? (await readFile(`${path}.br`)).length : body.length;
}

const assetPattern = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g;
const rows = [];
for (const file of await htmlFiles(dist)) {
  const html = await readFile(file);
  const assets = [...new Set([...html.toString().matchAll(assetPattern)].map((match) => match[1]))];
  let raw = html.length;
  let gzip = gzipSync(html).length;
  let brotli = await servedBytes(file, html);
  for (const asset of assets) {
    const path = join(dist, asset);
    const body = await readFile(path);
    raw += body.length;
    gzip += gzipSync(body).length;
    brotli += await servedBytes(path, body);
  }
  const route = `/${relative(dist, dirname(file))}`.replace(/\/$/, '') || '/';
  rows.push({
    route,
    files: assets.length + 1,
    rawKiB: +(raw / KIB).toFixed(1),
    gzipKiB: +(gzip / KIB).toFixed(1),
    servedBrKiB: +(brotli / KIB).toFixed(1),
  });
}
rows.sort((a, b) => a.route.localeCompare(b.route));
console.log('Initial page weight of each prerendered route (HTML + named JS/CSS):');
console.table(rows);
const home = rows.find((row) => row.route === '/');
if (home)
  console.log(
    `home page: ${home.gzipKiB} KiB gzipped, ${home.servedBrKiB} KiB as served (brotli) before interaction`,
  );
