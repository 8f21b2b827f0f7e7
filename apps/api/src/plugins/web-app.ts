import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The built web app (apps/web/dist), next to this package in the monorepo. */
export const defaultWebRoot = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
/** The client-only shell the build writes for routes that are not prerendered. */
const SPA_SHELL = 'spa.html';
/** Written by the web build's prerender step: CSP sources of the inline scripts in its pages. */
const CSP_HASHES_FILE = 'csp-hashes.json';

/** The 'sha256-…' sources of the built pages' inline scripts, or none when the site is not built. */
export function readInlineScriptHashes(webRoot: string = defaultWebRoot): string[] {
  const file = `${webRoot}${CSP_HASHES_FILE}`;
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const hashes = (parsed as { scriptSrc?: unknown }).scriptSrc;
  return Array.isArray(hashes)
    ? hashes.filter(
        (hash): hash is string =>
          typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(hash),
      )
    : [];
}

export interface WebAppOptions {
  webRoot?: string;
}

/**
 * Serves the built web app: prerendered pages as files (`/about` → `about/index.html`), and the
 * client-only shell for any other page path so the router can show it (or its 404 page).
 */
export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, { webRoot = defaultWebRoot }) {
    if (!existsSync(webRoot)) {
      app.log.warn({ webRoot }, 'web app not built; run `pnpm build` to serve the site');
      return;
    }
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: ['index.html'],
      redirect: false,
      // The build's .br/.gz copies: no compression work per page load (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // The body depends on Accept-Encoding (preCompressed); a shared cache must key on it too.
        res.setHeader('Vary', 'Accept-Encoding');
        // Hashed assets never change; HTML must be revalidated so a deploy shows at once.
        res.setHeader(
          'Cache-Control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

    // Pages, not API: kept out of the API's OpenAPI document.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const prerendered = `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
      if (path !== '/' && existsSync(`${webRoot}${prerendered}`)) {
        return reply.header('Cache-Control', 'no-cache').sendFile(prerendered);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile(SPA_SHELL);
    });
  },
  { name: 'web-app' },
);
