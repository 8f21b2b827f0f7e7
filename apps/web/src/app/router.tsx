import { localePrefix } from '@pathways/content';
import { Suspense } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { SiteLayout } from '@/components/layouts/site-layout';
import { LocaleFrame } from '@/components/layouts/locale-frame';
import NotFoundPage from './routes/not-found';
import { portalRoutes, siteRoutes, spanishRoutes } from './routes';
import { registerPagePreloader } from '@/lib/page-preload';
import { preloadableLazy, type PreloadableComponent } from '@/lib/preloadable-lazy';
import type { AppRoute } from './route-types';

/** One lazy page per route at module load, so navigation never re-creates components. */
function toPages(routes: AppRoute[]) {
  return routes.map((route) => ({ path: route.path, Page: preloadableLazy(route.load) }));
}

function toElements(pages: { path: string; Page: PreloadableComponent }[]) {
  return pages.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />);
}

const sitePages = toPages(siteRoutes);
const spanishPages = toPages(spanishRoutes);
const portalPages = toPages(portalRoutes);
const siteElements = toElements(sitePages);
const spanishElements = toElements(spanishPages);
const portalElements = toElements(portalPages);

/**
 * Loads the page module of `pathname` (none for a path no route matches), so the first render,
 * the hydration of the prerendered HTML, has every part it shows.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const pages = [...portalPages, ...spanishPages, ...sitePages];
  const match = matchRoutes(pages, pathname)?.at(-1);
  await match?.route.Page.preload();
}
registerPagePreloader(preloadPage);

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LocaleFrame>
        <Routes>
          {portalElements}
          <Route path={localePrefix.es} element={<SiteLayout />}>
            {spanishElements}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route element={<SiteLayout />}>
            {siteElements}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </LocaleFrame>
    </Suspense>
  );
}
