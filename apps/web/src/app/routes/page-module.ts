import type { ComponentType } from 'react';
import type { AppRoute } from '../route-types';

/** Every page module, each its own chunk, loaded when its route is first shown. */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  './pages/**/*.tsx',
  '!./pages/**/*.test.tsx',
]);

/**
 * A route's page: its loader, and its source file as Vite's build manifest names it, so the build
 * can tell a prerendered page which modules to fetch before its first use
 * (scripts/boot-in-place.mjs).
 * @example
 * { path: paths.about, ...pageModule('./pages/about.tsx'), prerender: true }
 */
export function pageModule(path: `./pages/${string}.tsx`): Pick<AppRoute, 'load' | 'module'> {
  const load = pageModules[path];
  if (!load) throw new Error(`There is no page module ${path}`);
  return { load, module: `src/app/routes/${path.slice('./'.length)}` };
}
