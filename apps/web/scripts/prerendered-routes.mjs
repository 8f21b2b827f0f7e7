// The routes the build prerendered: every folder of dist/ holding an index.html ("/", "/about", "/es/about"…).
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** @param {string} dist the build's folder @returns {Promise<string[]>} */
export async function prerenderedRoutes(dist, dir = dist) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : prerenderedRoutes(dist, path);
      return entry.name === 'index.html'
        ? [`/${relative(dist, dir)}`.replace(/\/$/, '') || '/']
        : [];
    }),
  );
  return nested.flat().sort();
}
