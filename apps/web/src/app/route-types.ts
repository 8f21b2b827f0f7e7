import type { ComponentType } from 'react';

/** A page of the site: its path, its lazily loaded module, and which URLs the build prerenders. */
export interface AppRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** true: prerender `path` itself; a list: prerender these concrete URLs (for paths with parameters). */
  prerender?: boolean | readonly string[];
}
