import { existsSync, readFileSync } from 'node:fs';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe to place in HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** A server-rendered page: its title and the HTML of its `<main>`. */
export type RenderPage = (title: string, main: string) => string;

/**
 * Pages in the site's own frame (header, footer, styles), taken from a prerendered page of the build.
 * Its scripts are dropped: the page answers a browser that runs none, and React hydrating a page it
 * did not render would replace what the server wrote.
 */
export function pageShell(shellFile: string): RenderPage | null {
  if (!existsSync(shellFile)) return null;
  const shell = readFileSync(shellFile, 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const mainStart = shell.search(/<main\b[^>]*>/);
  const mainOpen = shell.slice(mainStart).indexOf('>') + mainStart + 1;
  const mainClose = shell.indexOf('</main>');
  if (mainStart < 0 || mainClose < mainOpen) return null;
  const before = shell.slice(0, mainOpen);
  const after = shell.slice(mainClose);
  return (title, main) =>
    `${before.replace(/<title>[^<]*<\/title>/, (whole) => whole.replace('>', `>${escapeHtml(title)} | `))}${main}${after}`;
}
