// Writes static HTML for every public route (DESIGN.md §5), so pages read without JavaScript
// and paint fast on slow phones; the browser then hydrates them.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readBuildManifest, withBootInPlace } from './boot-in-place.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrEntry = join(webRoot, 'dist-ssr', 'entry-server.js');
const placeholder = '<!--app-html-->';

const shellTemplate = await readFile(join(dist, 'index.html'), 'utf8');
if (!shellTemplate.includes(placeholder)) throw new Error(`dist/index.html lacks ${placeholder}`);

// The client-only shell for paths that are not prerendered (the server's fallback).
await writeFile(join(dist, 'spa.html'), shellTemplate.replace(placeholder, ''));
const manifest = await readBuildManifest(dist);

const {
  render,
  firstUseModules,
  prerenderedUrls,
  routePatterns,
  pageHead,
  siteOrigin,
  sitemap,
  NOT_FOUND_URL,
  SPANISH_NOT_FOUND_URL,
  SPANISH_SPA_URL,
} = await import(pathToFileURL(ssrEntry).href);
const urls = prerenderedUrls();
const origin = siteOrigin(process.env);

/** The template around one page's HTML: its language, description and hreflang alternates. */
const descriptionTag = /<meta\s+name="description"[\s\S]*?\/>/;
if (!descriptionTag.test(shellTemplate)) throw new Error('dist/index.html lacks its description');
if (!shellTemplate.includes('<html lang="en">'))
  throw new Error('dist/index.html lacks <html lang="en">');
async function pageHtml(url) {
  const { lang, head } = pageHead(url, origin);
  // Prerendered pages start with the boot rather than the app (scripts/boot-in-place.mjs).
  return withBootInPlace(shellTemplate, manifest, firstUseModules(url))
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace(descriptionTag, head)
    .replace(placeholder, await render(url));
}
// The Spanish client-only shell, for /es paths that are not prerendered (the client's portal, a
// story id that is not one): Spanish from its first byte, as its page will be (issue 18).
await mkdir(join(dist, 'es'), { recursive: true });
await writeFile(
  join(dist, 'es', 'spa.html'),
  await (async () => {
    const { lang, head } = pageHead(SPANISH_SPA_URL, origin);
    return shellTemplate
      .replace('<html lang="en">', `<html lang="${lang}">`)
      .replace(descriptionTag, head)
      .replace(placeholder, '');
  })(),
);
// The server answers paths outside these patterns with 404.html and status 404.
await writeFile(
  join(dist, 'routes.json'),
  `${JSON.stringify({ patterns: routePatterns() }, null, 2)}\n`,
);
// React may inline small scripts (Suspense reveal) into a page; the API's CSP allows exactly these.
const inlineScriptHashes = new Set();
const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
for (const url of urls) {
  const html = await pageHtml(url);
  for (const [, body] of html.matchAll(inlineScript)) {
    inlineScriptHashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  const file =
    url === '/' ? join(dist, 'index.html') : join(dist, url.replace(/^\//, ''), 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}
// The not-found pages (English and Spanish), prerendered at a path no route matches, so each
// hydrates as itself.
for (const [url, file] of [
  [NOT_FOUND_URL, '404.html'],
  [SPANISH_NOT_FOUND_URL, join('es', '404.html')],
]) {
  const notFound = await pageHtml(url);
  for (const [, body] of notFound.matchAll(inlineScript)) {
    inlineScriptHashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), notFound);
}
// Both languages, each page with its twin. Not the page a form without JavaScript lands on.
await writeFile(
  join(dist, 'sitemap.xml'),
  sitemap(
    urls.filter((url) => !url.endsWith('/javascript-needed')),
    origin,
  ),
);
await writeFile(
  join(dist, 'csp-hashes.json'),
  `${JSON.stringify({ scriptSrc: [...inlineScriptHashes].sort() }, null, 2)}\n`,
);
await rm(join(webRoot, 'dist-ssr'), { recursive: true, force: true });
// The manifest served its purpose above; the site does not publish it.
await rm(join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${urls.length} page(s): ${urls.join(' ')}`);
