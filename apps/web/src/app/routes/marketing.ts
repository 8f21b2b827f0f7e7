import { paths } from '@/config/paths';
import type { AppRoute } from '../route-types';

/** The public marketing pages (issue 5), inside the site header and footer. */
export const marketingRoutes: AppRoute[] = [
  { path: paths.home, load: () => import('@/features/home/home-page'), prerender: true },
];
