// Prerendered pages load the boot (src/boot.ts) instead of the app's entry: the page is already
// readable, and the boot starts the app when the reader needs it. The client-only shells
// (spa.html) keep the app's entry as Vite wrote it: they have nothing to show without the app.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'src/boot.ts';
const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** The files a manifest entry imports, directly and through its imports, without repeats. */
function importedFiles(manifest, key, seen = new Set()) {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    importedFiles(manifest, imported, seen);
  }
  return [...seen].map((imported) => manifest[imported].file);
}

/** Vite's build manifest (`build.manifest` in vite.config.ts). */
export async function readBuildManifest(dist) {
  return JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** A module's file and every file it imports, for a source path Vite's manifest names. */
function moduleFiles(manifest, key) {
  if (!manifest[key]) throw new Error(`the build manifest has no ${key}`);
  return [manifest[key].file, ...importedFiles(manifest, key)];
}

/**
 * The template with the app's entry and its preloads swapped for the boot, which is told the
 * app's entry (`data-app`) and the modules to fetch before its first use (`data-app-modules`): the
 * entry's imports, and `firstUse`, source paths of what the app loads next on this page.
 */
export function withBootInPlace(template, manifest, firstUse = []) {
  const app = manifest[APP_ENTRY];
  const boot = manifest[BOOT_ENTRY];
  if (!app || !boot) throw new Error(`the build manifest lacks ${APP_ENTRY} or ${BOOT_ENTRY}`);
  const entry = template.match(appScript);
  if (!entry || entry[1] !== `/${app.file}`)
    throw new Error(`the template does not load /${app.file}`);
  const files = [
    ...importedFiles(manifest, APP_ENTRY),
    ...firstUse.flatMap((key) => moduleFiles(manifest, key)),
  ];
  const modules = [...new Set(files)].map((file) => `/${file}`);
  // The boot's own imports load beside it, not after it: it is small, and the first to run.
  const bootPreloads = importedFiles(manifest, BOOT_ENTRY).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  const bootTag =
    `<script type="module" crossorigin src="/${boot.file}" data-app="/${app.file}"` +
    ` data-app-modules="${modules.join(' ')}"></script>`;
  return template
    .replace(modulePreload, '')
    .replace(appScript, [bootTag, ...bootPreloads].join('\n    '));
}
