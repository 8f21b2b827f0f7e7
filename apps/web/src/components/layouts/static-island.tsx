import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

/** The attribute naming an island in the prerendered HTML. */
const ISLAND_ATTRIBUTE = 'data-static-island';

/**
 * The island's prerendered HTML, taken as it is, while the page is first being hydrated; nothing
 * on the server, after a move within the app (no HTML to take), or in a page never prerendered.
 * SiteLayout marks the end of the first hydration (`data-hydrated`).
 */
function prerenderedHtml(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (document.documentElement.dataset['hydrated'] === 'true') return undefined;
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(name)}"]`)?.innerHTML;
}

/** What a router link does on a plain click: move within the app instead of loading a page. */
function followLinkWithinApp(event: MouseEvent, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.hasAttribute('download')) return;
  if (link.target && link.target !== '_self') return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * Content that holds no state and no controls but links, rendered as usual on the server and after
 * a move within the app, but not rendered again when the prerendered page is hydrated: the
 * browser keeps the HTML it already shows. On a phone that is most of the hydration's work (the
 * long task Lighthouse counts as blocking time). One click listener keeps its links moving within
 * the app, as the router's links would.
 *
 * What it shows must not change while it is on screen (its HTML is kept, not rendered again):
 * give it a `key` of whatever would change it. `name` must be unique on the page.
 * @example
 * <StaticIsland name="home-overview"><HomeOverview text={home.overview} /></StaticIsland>
 */
export function StaticIsland({ name, children }: { name: string; children: ReactNode }) {
  const [adopted] = useState(() => prerenderedHtml(name));
  const navigate = useNavigate();
  const island = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = island.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => followLinkWithinApp(event, navigate);
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);
  const attributes = { [ISLAND_ATTRIBUTE]: name, ref: island, className: 'contents' };
  return adopted === undefined ? (
    <div {...attributes}>{children}</div>
  ) : (
    <div {...attributes} dangerouslySetInnerHTML={{ __html: adopted }} />
  );
}
