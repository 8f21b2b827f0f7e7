import { localePrefix } from '@pathways/content';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { SiteLayout } from '@/components/layouts/site-layout';
import { LocaleFrame } from '@/components/layouts/locale-frame';
import NotFoundPage from './routes/not-found';
import { portalRoutes, siteRoutes, spanishRoutes } from './routes';
import type { AppRoute } from './route-types';

/** React.lazy once per route at module load, so navigation never re-creates components. */
function toElements(routes: AppRoute[]) {
  return routes.map((route) => {
    const Page: LazyExoticComponent<ComponentType> = lazy(route.load);
    return <Route key={route.path} path={route.path} element={<Page />} />;
  });
}

const siteElements = toElements(siteRoutes);
const spanishElements = toElements(spanishRoutes);
const portalElements = toElements(portalRoutes);

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
