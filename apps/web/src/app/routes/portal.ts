import type { AppRoute } from '../route-types';

/** The signed-in dashboards (issue 7), in their own shell. Never prerendered. */
export const portalRoutes: AppRoute[] = [];
