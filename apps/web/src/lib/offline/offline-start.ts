import { isPublicPagePath } from '@/service-worker/cache-rules';
import { outboxMayBeWaiting } from './outbox-mark';

const SERVICE_WORKER_URL = '/sw.js';

/** The page as a reload asks for it: the fragment (#donate) is never sent to the server. */
function pageUrl(): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}`;
}

/**
 * Asks the worker to keep this page and the files it loaded: the first page loaded before the worker
 * was in control, and a page reached inside the app was never fetched as a page at all. Only a
 * public page: the worker refuses the portal too, but it is not even asked.
 */
export async function savePageForLater(): Promise<void> {
  if (!isPublicPagePath(window.location.pathname)) return;
  const registration = await navigator.serviceWorker.ready;
  // What the page loaded, and what its boot downloaded for later (src/boot.ts), which the
  // browser does not list among what it loaded.
  const fetchedForLater = [
    ...document.querySelectorAll<HTMLLinkElement>(
      'link[rel="prefetch"], link[rel="modulepreload"]',
    ),
  ].map((link) => link.href);
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const files = [...new Set([...loaded, ...fetchedForLater])].filter((url) => {
    const { origin, pathname } = new URL(url);
    return (
      origin === window.location.origin &&
      (pathname.startsWith('/assets/') || pathname.startsWith('/images/'))
    );
  });
  registration.active?.postMessage({
    type: 'CACHE_URLS',
    payload: {
      urlsToCache: [[pageUrl(), { headers: { Accept: 'text/html' } }], ...files],
    },
  });
}

/**
 * Registers the service worker. The offline line and the outbox are fetched only when there is
 * something to show or send: the phone is offline, or a form was kept to send later.
 */
export function startOfflineSupport(): void {
  void navigator.serviceWorker
    .register(SERVICE_WORKER_URL)
    .then(savePageForLater)
    .catch(() => undefined);
  const notice = () =>
    void import('./offline-notice').then((module) => module.showStateAndSendWaiting());
  if (!navigator.onLine || outboxMayBeWaiting()) notice();
  window.addEventListener('offline', notice);
  window.addEventListener('online', () => {
    if (outboxMayBeWaiting() || document.getElementById('offline-notice')) notice();
  });
}
