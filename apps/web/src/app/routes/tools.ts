import { paths } from '@/config/paths';
import type { AppRoute } from '../route-types';

/** The interactive public screens (issue 6): contact hub, sign-in, simulator, debug page. */
export const toolRoutes: AppRoute[] = [
  { path: paths.contact, load: () => import('./pages/contact'), prerender: true },
  // Issue 30: screened in the browser; a post without JavaScript is answered by the server.
  { path: paths.recordClearing, load: () => import('./pages/record-clearing'), prerender: true },
  { path: paths.auth, load: () => import('./pages/auth'), prerender: true },
  { path: paths.forgotPassword, load: () => import('./pages/forgot-password'), prerender: true },
  // The link's token is read in the browser, from the address's fragment; the shell is the same for all.
  { path: paths.resetPassword, load: () => import('./pages/reset-password'), prerender: true },
  {
    path: paths.simulator,
    load: () => import('./pages/economic-impact-simulator'),
    prerender: true,
  },
  // Where a form posted without JavaScript lands (the server answers such a post with a redirect here).
  {
    path: paths.javascriptNeeded,
    load: () => import('./pages/javascript-needed'),
    prerender: true,
  },
  // Not prerendered: it reports the environment it runs in.
  { path: paths.debugMobile, load: () => import('./pages/debug-mobile') },
];
