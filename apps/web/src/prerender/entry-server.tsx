import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { portalRoutes, siteRoutes, spanishRoutes } from '../app/routes';
import { localeOfPath } from '../config/locales';

export { prerenderedUrls, routePatterns } from '../app/routes';
export { pageHead, siteOrigin, sitemap } from './page-head';

/** A path no route matches: rendered once as the not-found page the server sends with a 404. */
export const NOT_FOUND_URL = '/404';
/** The same under /es: the Spanish not-found page, for a path under /es no route matches. */
export const SPANISH_NOT_FOUND_URL = '/es/404';
/** Any /es path that is not prerendered: its head names the Spanish shell's language and description. */
export const SPANISH_SPA_URL = '/es/dashboard';

/** Renders one URL to HTML at build time, waiting for every lazy route module. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The frame's texts per language, loaded by main.tsx before it hydrates (lib/i18n/load-locale-text.ts). */
const LOCALE_TEXT_MODULES = { en: 'src/lib/i18n/english.ts', es: 'src/lib/i18n/spanish.ts' };

/**
 * What the app loads as it starts on this URL, beyond its entry, as source paths (the keys of
 * Vite's build manifest): the page's module and the frame's texts. The boot fetches them once the
 * page is idle, so a first tap does not wait for them (scripts/boot-in-place.mjs). What loads on
 * first use (the header's menus, the coach) stays out: every reader would download it.
 */
export function firstUseModules(url: string): string[] {
  const page = matchRoutes([...portalRoutes, ...spanishRoutes, ...siteRoutes], url)?.at(-1)?.route;
  return [...(page ? [page.module] : []), LOCALE_TEXT_MODULES[localeOfPath(url)]];
}
