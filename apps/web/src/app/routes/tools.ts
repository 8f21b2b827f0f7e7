import { paths } from '@/config/paths';
import type { AppRoute } from '../route-types';
import { pageModule } from './page-module';

/** The interactive public screens (issue 6): contact hub, sign-in, simulator, debug page. */
export const toolRoutes: AppRoute[] = [
  { path: paths.contact, ...pageModule('./pages/contact.tsx'), prerender: true },
  // Issue 30: screened in the browser; a post without JavaScript is answered by the server.
  { path: paths.recordClearing, ...pageModule('./pages/record-clearing.tsx'), prerender: true },
  { path: paths.auth, ...pageModule('./pages/auth.tsx'), prerender: true },
  { path: paths.forgotPassword, ...pageModule('./pages/forgot-password.tsx'), prerender: true },
  // The link's token is read in the browser, from the address's fragment; the shell is the same for all.
  { path: paths.resetPassword, ...pageModule('./pages/reset-password.tsx'), prerender: true },
  {
    path: paths.simulator,
    ...pageModule('./pages/economic-impact-simulator.tsx'),
    prerender: true,
  },
  // Where a form posted without JavaScript lands (the server answers such a post with a redirect here).
  {
    path: paths.javascriptNeeded,
    ...pageModule('./pages/javascript-needed.tsx'),
    prerender: true,
  },
  // Not prerendered: it reports the environment it runs in.
  { path: paths.debugMobile, ...pageModule('./pages/debug-mobile.tsx') },
];
