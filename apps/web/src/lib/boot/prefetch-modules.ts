/** Links added per task while the page is idle: a few at a time keeps each task short on a slow phone. */
const LINKS_PER_TASK = 6;

type Rel = 'modulepreload' | 'prefetch';

/** A link that fetches `href`; resolves once it has arrived or failed. */
function fetchWithLink(href: string, rel: Rel): Promise<void> {
  const link = document.createElement('link');
  link.rel = rel;
  // The same request mode as the module script's own, so the browser reuses what it fetched.
  link.crossOrigin = '';
  link.href = href;
  const arrived = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  return arrived;
}

/** Absolute addresses of `urls` that no link of the page fetches yet. */
function notYetFetched(urls: readonly string[]): string[] {
  const present = new Set(
    [
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel="modulepreload"], link[rel="prefetch"]',
      ),
    ].map((link) => link.href),
  );
  return [...new Set(urls.map((url) => new URL(url, document.baseURI).href))].filter(
    (href) => !present.has(href),
  );
}

/**
 * Fetches and compiles modules at once, side by side, as `<link rel=modulepreload>` in the HTML
 * would: for an app about to start, so its entry's imports do not arrive one after another.
 */
export function preloadModules(urls: readonly string[]): Promise<void> {
  return Promise.all(notYetFetched(urls).map((href) => fetchWithLink(href, 'modulepreload'))).then(
    () => undefined,
  );
}

/**
 * Downloads modules into the browser's cache without compiling or running them, a few per task,
 * for an app that may start later: its first start then waits for no network. Resolves once each
 * has arrived or failed.
 */
export async function prefetchModules(urls: readonly string[]): Promise<void> {
  const hrefs = notYetFetched(urls);
  const arrivals: Promise<void>[] = [];
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve));
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK))
      arrivals.push(fetchWithLink(href, 'prefetch'));
  }
  await Promise.all(arrivals);
}
