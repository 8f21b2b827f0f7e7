/**
 * Fetches (and lets the browser compile) modules without running them, as `<link rel=modulepreload>`
 * in the HTML would, but only when asked: after the page is on screen, so the first paint never
 * shares the phone's bandwidth with code. Resolves once each has arrived or failed.
 */
export function prefetchModules(urls: readonly string[]): Promise<void> {
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  );
  const arrivals = urls
    .map((url) => new URL(url, document.baseURI).href)
    .filter((href) => !present.has(href))
    .map((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      const arrived = new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
      document.head.append(link);
      return arrived;
    });
  return Promise.all(arrivals).then(() => undefined);
}
