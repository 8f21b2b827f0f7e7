import type { AppRoute } from '../route-types';

/** The interactive public screens (issue 6): contact hub, sign-in, simulator, debug page. */
export const toolRoutes: AppRoute[] = [];
