import { marketingRoutes } from './marketing';
import { portalRoutes } from './portal';
import { toolRoutes } from './tools';

/** Pages inside the public header and footer. */
export const siteRoutes = [...marketingRoutes, ...toolRoutes];
export { portalRoutes };

/**
 * Every route pattern of the app ("/about", "/success-stories/:id", "/dashboard/*"): the build
 * writes them to routes.json so the server answers any other path with the not-found page and 404.
 */
export function routePatterns(): string[] {
  return [...siteRoutes, ...portalRoutes].map((route) => route.path);
}

/** Every URL the build writes as static HTML. */
export function prerenderedUrls(): string[] {
  return siteRoutes.flatMap((route) => {
    if (route.prerender === true) return [route.path];
    return route.prerender ? [...route.prerender] : [];
  });
}
