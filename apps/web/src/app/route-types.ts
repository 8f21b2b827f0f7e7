import type { ComponentType } from 'react';

/** A page of the site: its path, its lazily loaded module, and which URLs the build prerenders. */
export interface AppRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The page's source file (`src/app/routes/pages/…`), as the build manifest names it. */
  module: string;
  /** true: prerender `path` itself; a list: prerender these concrete URLs (for paths with parameters). */
  prerender?: boolean | readonly string[];
}
