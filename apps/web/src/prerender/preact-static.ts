import { Readable } from 'node:stream';
import { renderToStringAsync } from 'preact-render-to-string';

/**
 * `react-dom/static`'s prerender for the Preact build (vite.config.ts aliases it here): the page
 * rendered once every lazy module has loaded, so the HTML holds each route's content and Preact
 * hydrates the same markup it would render.
 */
export async function prerenderToNodeStream(
  page: Parameters<typeof renderToStringAsync>[0],
): Promise<{ prelude: Readable }> {
  return { prelude: Readable.from([await renderToStringAsync(page)]) };
}
