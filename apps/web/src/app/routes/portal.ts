import { paths } from '@/config/paths';
import type { AppRoute } from '../route-types';

/**
 * The signed-in dashboards (issue 7), in their own shell. Never prerendered: they need the user.
 * One splat route; its module holds the nested dashboard routes, guards and shell.
 */
export const portalRoutes: AppRoute[] = [
  { path: `${paths.dashboard}/*`, load: () => import('./pages/dashboard') },
];
