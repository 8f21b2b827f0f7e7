/**
 * Issue 28, after the prerender: the app icons, the English and Spanish web app manifests, the
 * portal's offline page, and the service worker (src/service-worker/sw.ts bundled by Vite, then
 * given its precache list by Workbox's injectManifest). Spanish pages link the Spanish manifest.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineText } from '@pathways/content';
import { offlineText as spanishOfflineText } from '@pathways/content/es';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { drawIcon } from './app-icons.mjs';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const THEME_COLOUR = '#115e59';
const BACKGROUND_COLOUR = '#ffffff';
const ICON_SIZES = [192, 512];
const MASKABLE_SIZE = 512;

// Icons.
await mkdir(join(dist, 'icons'), { recursive: true });
for (const size of ICON_SIZES) {
  await writeFile(join(dist, 'icons', `icon-${size}.png`), drawIcon(size, { maskable: false }));
}
await writeFile(
  join(dist, 'icons', `icon-maskable-${MASKABLE_SIZE}.png`),
  drawIcon(MASKABLE_SIZE, { maskable: true }),
);
const icons = [
  ...ICON_SIZES.map((size) => ({
    src: `/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any',
  })),
  {
    src: `/icons/icon-maskable-${MASKABLE_SIZE}.png`,
    sizes: `${MASKABLE_SIZE}x${MASKABLE_SIZE}`,
    type: 'image/png',
    purpose: 'maskable',
  },
];

// Manifests.
function manifest(text, lang, startUrl) {
  return `${JSON.stringify(
    {
      id: startUrl,
      name: text.appName,
      short_name: text.appShortName,
      description: text.appDescription,
      lang,
      dir: 'ltr',
      start_url: startUrl,
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      icons,
    },
    null,
    2,
  )}\n`;
}
await writeFile(join(dist, 'manifest.webmanifest'), manifest(offlineText, 'en', '/'));
await mkdir(join(dist, 'es'), { recursive: true });
await writeFile(
  join(dist, 'es', 'manifest.webmanifest'),
  manifest(spanishOfflineText, 'es', '/es'),
);

// Spanish pages name the Spanish manifest.
const ENGLISH_MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest" />';
async function htmlFiles(folder) {
  const found = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}
for (const file of await htmlFiles(join(dist, 'es'))) {
  const html = await readFile(file, 'utf8');
  await writeFile(
    file,
    html.replace(ENGLISH_MANIFEST_LINK, '<link rel="manifest" href="/es/manifest.webmanifest" />'),
  );
}

// The page the portal shows without a signal: both languages, no script, styles in attributes only
// (the CSP allows style attributes, not style elements).
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const block = (text, lang, home) => `    <section lang="${lang}" style="margin:2rem 0">
      <h1 style="font-size:1.5rem;margin:0 0 .5rem">${escapeHtml(text.portalOfflineHeading)}</h1>
      <p style="margin:0 0 .75rem">${escapeHtml(text.portalOfflineText)}</p>
      <p style="margin:0"><a href="${home}" style="color:${THEME_COLOUR}">${escapeHtml(text.homeLink)}</a></p>
    </section>`;
await writeFile(
  join(dist, 'offline.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${THEME_COLOUR}" />
    <title>${escapeHtml(`${offlineText.portalOfflineHeading} · ${offlineText.appName}`)}</title>
  </head>
  <body style="font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;color:#0f172a;line-height:1.5">
    <main>
${block(offlineText, 'en', '/')}
${block(spanishOfflineText, 'es', '/es')}
    </main>
  </body>
</html>
`,
);

// The service worker.
const bundleDir = join(web, 'dist-sw');
await build({
  configFile: false,
  logLevel: 'warn',
  resolve: { alias: [{ find: '@', replacement: join(web, 'src') }] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: bundleDir,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    minify: true,
    lib: {
      entry: join(web, 'src/service-worker/sw.ts'),
      formats: ['iife'],
      name: 'pathwaysServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
const { count, size, warnings } = await injectManifest({
  swSrc: join(bundleDir, 'sw.js'),
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  // The offline line's own chunks load only once the phone is offline, so they are kept ahead.
  globPatterns: [
    'offline.html',
    'manifest.webmanifest',
    'es/manifest.webmanifest',
    'icons/*.png',
    'assets/offline-*.js',
    'assets/outbox-*.js',
  ],
});
for (const warning of warnings) console.warn(warning);
await rm(bundleDir, { recursive: true, force: true });
console.log(`service worker: ${count} files precached (${size} bytes)`);
