import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { saveVisitedPageForOffline } from '@/lib/offline/register';

/**
 * Beside the page, inside its Suspense boundary: it commits once the page's module has loaded, so
 * the service worker is asked to keep a page reached inside the app with the files it needs (issue 28).
 */
export function SavePageForOffline() {
  const { pathname, search } = useLocation();
  useEffect(() => saveVisitedPageForOffline(), [pathname, search]);
  return null;
}
