import type { AppRoute } from '../route-types';

/**
 * TEMP (drop at merge): minimal hosts for the donation and onboarding forms, so this branch can test
 * them on their real URLs. The public-site branch owns the real /hire-from-us and /get-involved pages.
 */
export const tempHostRoutes: AppRoute[] = [
  { path: '/hire-from-us', load: () => import('./pages/hire-from-us') },
  { path: '/get-involved', load: () => import('./pages/get-involved') },
];
