import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { limitConfig } from '../lib/rate-limits.js';
import type { RateLimits } from '../lib/rate-limits.js';
import {
  answerContactPost,
  answerContactSent,
  contactLanguages,
  isContactForm,
} from './no-js-contact/index.js';
import { pageShell } from './no-js-contact/page-shell.js';
import {
  answerScreenerPost,
  isScreenerForm,
  screenerLanguages,
} from './no-js-record-clearing/index.js';

/**
 * The built web app: inside the production bundle (`pnpm bundle` puts it at `web/`, next to the
 * API's `dist/`), else apps/web/dist next to this package in the monorepo. Resolved from this file,
 * never the working directory, so the server starts from anywhere.
 */
const BUNDLED_WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));
const MONOREPO_WEB_ROOT = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
export const defaultWebRoot = existsSync(BUNDLED_WEB_ROOT) ? BUNDLED_WEB_ROOT : MONOREPO_WEB_ROOT;
/** The client-only shell the build writes for routes that are not prerendered. */
const SPA_SHELL = 'spa.html';
/** The same shell in Spanish (lang="es", Spanish description), for such routes under /es (issue 18). */
const SPANISH_SPA_SHELL = 'es/spa.html';
/** The not-found page the build prerenders; sent with status 404 for a path no route matches. */
const NOT_FOUND_PAGE = '404.html';
/** The Spanish not-found page, for a path under /es no route matches (issue 18). */
const SPANISH_NOT_FOUND_PAGE = 'es/404.html';
/** Written by the web build: the router's path patterns ("/about", "/stories/:id", "/dashboard/*"). */
const ROUTES_FILE = 'routes.json';
/** Where a page's form posted without JavaScript is sent: a page that says nothing was kept. */
export const JAVASCRIPT_NEEDED_PATH = '/javascript-needed';
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

/** Whether `path` matches a router pattern: ":name" takes one segment, a final "*" the rest. */
export function matchesRoute(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const actual = given[index];
    if (actual === undefined) return false;
    if (!segment.startsWith(':') && segment !== actual) return false;
  }
  return wanted.length === given.length;
}

/** The web build's route patterns, or null when it wrote none (then every path is a page). */
export function readRoutePatterns(webRoot: string = defaultWebRoot): string[] | null {
  const file = `${webRoot}${ROUTES_FILE}`;
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const patterns = (parsed as { patterns?: unknown }).patterns;
  return Array.isArray(patterns)
    ? patterns.filter((pattern): pattern is string => typeof pattern === 'string')
    : null;
}

export interface WebAppOptions {
  webRoot?: string;
  /** The public forms' limit also holds for the contact form posted without JavaScript. */
  rateLimits?: RateLimits | null;
  /** Cookies only over HTTPS (production): the no-JS contact confirmation's cookie. */
  secureCookies?: boolean;
}

/**
 * Serves the built web app: prerendered pages as files (`/about` → `about/index.html`), the
 * client-only shell for the app's other routes, and the not-found page with status 404 for a path
 * no route matches.
 */
export default fp<WebAppOptions>(
  async function webApp(
    app: FastifyInstance,
    { webRoot = defaultWebRoot, rateLimits = null, secureCookies = false },
  ) {
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

    const patterns = readRoutePatterns(webRoot);
    const notFoundPage = existsSync(`${webRoot}${NOT_FOUND_PAGE}`) ? NOT_FOUND_PAGE : SPA_SHELL;
    const spanishNotFoundPage = existsSync(`${webRoot}${SPANISH_NOT_FOUND_PAGE}`)
      ? SPANISH_NOT_FOUND_PAGE
      : notFoundPage;
    const isSpanishPath = (path: string) => path === '/es' || path.startsWith('/es/');
    /** The not-found page in the language of the path asked for. */
    const notFoundPageFor = (path: string) =>
      isSpanishPath(path) ? spanishNotFoundPage : notFoundPage;
    const spanishShell = existsSync(`${webRoot}${SPANISH_SPA_SHELL}`)
      ? SPANISH_SPA_SHELL
      : SPA_SHELL;
    /** The client-only shell in the language of the path asked for. */
    const shellFor = (path: string) => (isSpanishPath(path) ? spanishShell : SPA_SHELL);

    // A page's form posted before its script ran (or without it). The contact form is answered
    // here as the JSON route would store it (no-js-contact); any other form's body is dropped,
    // never stored or logged, and the browser is sent, without the values, to a page saying so.
    // The contact pages in each language's frame (the Spanish one falls back to the English frame
    // when the build has no Spanish page, as in a bare test root).
    const englishShell = pageShell(`${webRoot}${contactLanguages.en.shellPage}`);
    const contactPages = englishShell
      ? [contactLanguages.en, contactLanguages.es].map((language) => ({
          language,
          render: pageShell(`${webRoot}${language.shellPage}`) ?? englishShell,
        }))
      : [];
    // The record-clearing screener answered without JavaScript (issue 30), in the same frames.
    const screenerPages = englishShell
      ? [screenerLanguages.en, screenerLanguages.es].map((language) => ({
          language,
          render: pageShell(`${webRoot}${language.shellPage}`) ?? englishShell,
        }))
      : [];
    await app.register((forms, _options, registered) => {
      forms.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => {
          done(null, new URLSearchParams(String(body)));
        },
      );
      forms.addContentTypeParser('multipart/form-data', (_request, _payload, done) => {
        done(null);
      });
      forms.post(
        '/*',
        { schema: { hide: true }, config: limitConfig(rateLimits?.forms) },
        async (request, reply) => {
          const isForm = /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(
            request.headers['content-type'] ?? '',
          );
          if (!isForm || request.url.startsWith('/api/')) return reply.callNotFound();
          const path = request.url.split('?')[0];
          const contactPage = contactPages.find(({ language }) => language.formPath === path);
          if (
            contactPage &&
            request.body instanceof URLSearchParams &&
            isContactForm(request.body)
          ) {
            return answerContactPost(app, reply, request.body, contactPage, secureCookies);
          }
          const screenerPage = screenerPages.find(({ language }) => language.formPath === path);
          if (
            screenerPage &&
            request.body instanceof URLSearchParams &&
            isScreenerForm(request.body)
          ) {
            return answerScreenerPost(app, reply, request.body, screenerPage);
          }
          // A Spanish page's form lands on the Spanish twin of that page (issue 18).
          const spanish = path?.startsWith('/es/') ?? false;
          return reply
            .code(303)
            .header('Location', spanish ? `/es${JAVASCRIPT_NEEDED_PATH}` : JAVASCRIPT_NEEDED_PATH)
            .send();
        },
      );
      registered();
    });

    for (const contactPage of contactPages) {
      app.get(contactPage.language.sentPath, { schema: { hide: true } }, (request, reply) =>
        answerContactSent(request, reply, contactPage),
      );
    }

    // Pages, not API: kept out of the API's OpenAPI document.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (patterns && !patterns.some((pattern) => matchesRoute(pattern, path))) {
        return reply.code(404).header('Cache-Control', 'no-cache').sendFile(notFoundPageFor(path));
      }
      const prerendered = `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
      if (path !== '/' && existsSync(`${webRoot}${prerendered}`)) {
        return reply.header('Cache-Control', 'no-cache').sendFile(prerendered);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile(shellFor(path));
    });
  },
  { name: 'web-app' },
);
