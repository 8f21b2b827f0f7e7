import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';

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
