/**
 * The service worker (issue 28), bundled by scripts/build-offline.mjs and given its precache list
 * by Workbox's injectManifest:
 * - public pages (both languages): network first, the saved copy when there is no signal (or no
 *   answer within NETWORK_TIMEOUT_SECONDS), kept PAGE_LIFETIME_DAYS; each copy is stamped with when
 *   it was saved, for the page's "You are offline: showing the copy saved on …" line;
 * - scripts, styles and images the pages use: cache first (their names change with their content);
 * - the portal (/dashboard, /es/dashboard) is never stored: offline it gets the plain offline page;
 * - /api/ answers are never stored (they may hold personal data), and neither are form posts.
 * A page that loaded before this worker controlled it asks it to save that page and its files
 * (workbox-routing's CACHE_URLS message), so the first page opened works offline too; a public page
 * reached by a link inside the app asks the same (lib/offline/register.ts), as it was never fetched
 * as a page. The portal is refused here whatever is asked.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, sendQueued } from '@/lib/offline/outbox';
import {
  isPortalPath,
  isPublicPagePath,
  OFFLINE_PAGE,
  PAGES_CACHE,
  SAVED_AT_HEADER,
} from './cache-rules';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}
declare const self: WorkerScope;

const DAY_SECONDS = 24 * 60 * 60;
const PAGE_LIFETIME_DAYS = 30;
const ASSET_LIFETIME_DAYS = 60;
const MAX_PAGES = 120;
const MAX_ASSETS = 300;
const NETWORK_TIMEOUT_SECONDS = 4;

precacheAndRoute(self.__WB_MANIFEST);

/** Stamps each saved page with when it was saved. */
const stampSavedAt = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (!response.ok) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, headers });
  },
};

const router = new Router();
const acceptsHtml = (request: Request) =>
  request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html');

router.registerRoute(
  new Route(
    ({ request, url }: { request: Request; url: URL }) =>
      request.method === 'GET' && acceptsHtml(request) && isPortalPath(url.pathname),
    new NetworkOnly({
      plugins: [
        { handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error() },
      ],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ request, url }: { request: Request; url: URL }) =>
      url.origin === location.origin && acceptsHtml(request) && isPublicPagePath(url.pathname),
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        stampSavedAt,
        new ExpirationPlugin({
          maxEntries: MAX_PAGES,
          maxAgeSeconds: PAGE_LIFETIME_DAYS * DAY_SECONDS,
        }),
      ],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }: { url: URL }) =>
      url.origin === location.origin &&
      (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/images/')),
    new CacheFirst({
      cacheName: 'pathways-assets',
      plugins: [
        new ExpirationPlugin({
          maxEntries: MAX_ASSETS,
          maxAgeSeconds: ASSET_LIFETIME_DAYS * DAY_SECONDS,
        }),
      ],
    }),
  ),
);
router.addFetchListener();
router.addCacheListener();

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// Background Sync: the outbox of forms sent without a signal goes out even if the tab was closed.
self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendQueued(Date.now()));
});
