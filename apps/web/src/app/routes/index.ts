import { marketingRoutes } from './marketing';
import { portalRoutes } from './portal';
import { spanishRoutes } from './spanish';
import { toolRoutes } from './tools';
import type { AppRoute } from '../route-types';

/** Pages inside the public header and footer. */
export const siteRoutes = [...marketingRoutes, ...toolRoutes];
export { portalRoutes, spanishRoutes };

/**
 * Every route pattern of the app ("/about", "/success-stories/:id", "/dashboard/*", "/es/about"):
 * the build writes them to routes.json so the server answers any other path with the not-found
 * page and 404.
 */
export function routePatterns(): string[] {
  return [...siteRoutes, ...spanishRoutes, ...portalRoutes].map((route) => route.path);
}

function urlsOf(routes: readonly AppRoute[]): string[] {
  return routes.flatMap((route) => {
    if (route.prerender === true) return [route.path];
    return route.prerender ? [...route.prerender] : [];
  });
}

/** Every URL the build writes as static HTML, English then Spanish. */
export function prerenderedUrls(): string[] {
  return [...urlsOf(siteRoutes), ...urlsOf(spanishRoutes)];
}
