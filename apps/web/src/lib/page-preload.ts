import { localeOfPath } from '@/config/locales';
import { loadLocaleText } from '@/lib/i18n/load-locale-text';

type PagePreloader = (pathname: string) => Promise<void>;

/** Set by the router (app/router.tsx), which knows every page's module; nothing until then. */
let preloadPageModule: PagePreloader = () => Promise.resolve();

export function registerPagePreloader(preloader: PagePreloader): void {
  preloadPageModule = preloader;
}

/**
 * Fetches what a page needs before the user gets there (its module and its language's texts), so
 * following a link that hints at its use (pointer over it, focus, touch) shows the page at once
 * rather than a loading state. Failures are left for the navigation itself to meet and show.
 * @example
 * <Link to="/es/programs" onPointerEnter={() => preloadPage('/es/programs')} />
 */
export function preloadPage(path: string): void {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  void Promise.all([loadLocaleText(localeOfPath(pathname)), preloadPageModule(pathname)]).catch(
    () => undefined,
  );
}

/** Props for a link that preloads its page on the first hint of use. */
export function preloadOnIntent(path: string) {
  const preload = () => preloadPage(path);
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
