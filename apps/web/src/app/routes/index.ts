import { marketingRoutes } from './marketing';
import { portalRoutes } from './portal';
import { toolRoutes } from './tools';
import { tempHostRoutes } from './temp-host-routes';

/** Pages inside the public header and footer. */
export const siteRoutes = [...marketingRoutes, ...toolRoutes, ...tempHostRoutes];
export { portalRoutes };

/** Every URL the build writes as static HTML. */
export function prerenderedUrls(): string[] {
  return siteRoutes.flatMap((route) => {
    if (route.prerender === true) return [route.path];
    return route.prerender ? [...route.prerender] : [];
  });
}
