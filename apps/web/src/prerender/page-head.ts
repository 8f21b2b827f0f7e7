import { intlLocale, site } from '@pathways/content';
import { site as spanishSite } from '@pathways/content/es';
import { localeOfPath, twinOf } from '@/config/locales';

/** Where the site lives, for the absolute addresses hreflang and the sitemap need. */
export function siteOrigin(env: Readonly<Record<string, string | undefined>>): string {
  return (env.PUBLIC_URL ?? 'https://www.cedarvalleypathways.org').replace(/\/+$/, '');
}

/** A page's addresses in each language it exists in, itself included (hreflang wants both). */
export function alternatesOf(url: string): { hreflang: string; path: string }[] {
  const locale = localeOfPath(url);
  const twin = twinOf(url);
  if (!twin) return [];
  const english = locale === 'en' ? url : twin.path;
  const spanish = locale === 'es' ? url : twin.path;
  return [
    { hreflang: intlLocale.en, path: english },
    { hreflang: intlLocale.es, path: spanish },
    { hreflang: 'x-default', path: english },
  ];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * What the prerender writes into a page's <html> and <head>: its language, its description in that
 * language, and its hreflang alternates.
 */
export function pageHead(url: string, origin: string): { lang: string; head: string } {
  const lang = localeOfPath(url);
  const description = (lang === 'es' ? spanishSite : site).description;
  const links = alternatesOf(url).map(
    ({ hreflang, path }) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(origin + path)}" />`,
  );
  return {
    lang,
    head: [`<meta name="description" content="${escapeAttribute(description)}" />`, ...links].join(
      '\n    ',
    ),
  };
}

/** sitemap.xml: every prerendered page, each with its other-language twin (Google's xhtml:link form). */
export function sitemap(urls: readonly string[], origin: string): string {
  const entries = urls.map((url) => {
    const alternates = alternatesOf(url)
      .map(
        ({ hreflang, path }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(origin + path)}"/>`,
      )
      .join('\n');
    return `  <url>\n    <loc>${escapeAttribute(origin + url)}</loc>${alternates ? `\n${alternates}` : ''}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
