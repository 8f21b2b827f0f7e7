/**
 * Starts the offline support (issue 28) once the page is loaded and the browser is idle, so none
 * of it weighs on the first paint or the home page's script budget: this file is all the entry
 * carries; the rest (offline-start.ts) is a chunk of its own.
 */
const IDLE_TIMEOUT_MS = 5000;

/** Set once the worker is being registered; before that, the registration saves the page it starts on. */
let started = false;
/** Both the boot (src/boot.ts) and the app ask for it; it starts once. */
let scheduled = false;

export function startOfflineSupportWhenIdle(): void {
  if (scheduled || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  scheduled = true;
  const start = () => {
    const load = () =>
      void import('./offline-start').then((module) => {
        started = true;
        module.startOfflineSupport();
      });
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(load, 1);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * A public page reached inside the app (a link, not a page load) is saved for offline reading too:
 * its HTML as the server prerenders it, and the files it loaded. Called by the site layout on every
 * change of page.
 */
export function saveVisitedPageForOffline(): void {
  if (!started) return;
  void import('./offline-start').then((module) => module.savePageForLater()).catch(() => undefined);
}
