/**
 * The only script a prerendered page runs as it loads (scripts/prerender.mjs puts it in place of
 * the app's entry). The page is already readable: its HTML is there and links work. So the app
 * (main.tsx) starts when it is needed, not before: at once when the HTML cannot be what this
 * reader should see (lib/boot/app-needed-at-once.ts), otherwise at the first sign the reader is
 * about to use a control. Until it has hydrated, what they do is held and done again
 * (lib/boot/held-interactions.ts). Once the page has loaded and the browser is idle, the app's
 * modules are downloaded (not compiled, not run), so that first start waits for no network, and
 * offline support starts.
 *
 * On a phone this keeps the app's work (a few hundred milliseconds of a slow CPU) away from the
 * first paint and from scrolling, which is what a reader does first (issue 26: Lighthouse holds
 * every public page to its own scriptless copy).
 */
import { appNeededAtOnce, currentPageState } from './lib/boot/app-needed-at-once';
import { holdInteractions } from './lib/boot/held-interactions';
import { prefetchModules, preloadModules } from './lib/boot/prefetch-modules';
import { startOfflineSupportWhenIdle } from './lib/offline/register';

/** How long an idle moment may be waited for before the modules are fetched anyway. */
const IDLE_TIMEOUT_MS = 3000;

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const appUrl = script?.dataset['app'];
const appModules = script?.dataset['appModules']?.split(' ').filter(Boolean) ?? [];

/** The app marks its first hydration on <html data-hydrated> (site-layout.tsx). */
function whenHydrated(then: () => void): void {
  const root = document.documentElement;
  if (root.dataset['hydrated'] === 'true') {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset['hydrated'] !== 'true') return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

function whenIdleAfterLoad(then: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(then, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

let started = false;
const held = holdInteractions(() => startApp());

function startApp(): void {
  if (started || appUrl === undefined) return;
  started = true;
  whenHydrated(held.release);
  // The entry and its imports side by side, rather than each found in the one before it.
  void preloadModules(appModules);
  import(/* @vite-ignore */ appUrl).catch(held.abandon);
}

if (appNeededAtOnce(currentPageState())) startApp();
whenIdleAfterLoad(() => {
  void prefetchModules(started ? [] : [appUrl ?? '', ...appModules].filter(Boolean)).then(
    startOfflineSupportWhenIdle,
  );
});
