import { localePrefix } from '@pathways/content';
import { paths } from '@/config/paths';
import type { AppRoute } from '../route-types';
import { pageModule } from './page-module';

/**
 * The signed-in dashboards (issue 7), in their own shell. Never prerendered: they need the user.
 * One splat route per language; its module holds the nested dashboard routes, guards and shell.
 * The Spanish one is the client's portal only (issue 18), lazily loaded on its own.
 */
export const portalRoutes: AppRoute[] = [
  { path: `${paths.dashboard}/*`, ...pageModule('./pages/dashboard.tsx') },
  { path: `${localePrefix.es}${paths.dashboard}/*`, ...pageModule('./pages/es/dashboard.tsx') },
];
