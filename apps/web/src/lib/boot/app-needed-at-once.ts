import { cookieValue, SIGNED_IN_COOKIE } from '@/config/cookies';
import { browserLanguage, rememberedLanguage } from '@/lib/i18n/language-cookie';

/** What the boot reads of the browser, given so that tests need no real window. */
export interface PageState {
  /** Whether #root holds prerendered HTML (a page) or is the empty shell (the portal). */
  prerendered: boolean;
  search: string;
  hash: string;
  cookies: string;
  /** The page's language, `<html lang>`. */
  pageLanguage: string;
  /** navigator.languages */
  browserLanguages: readonly string[];
  online: boolean;
}

/** The page as this browser has it. */
export function currentPageState(): PageState {
  return {
    prerendered: document.getElementById('root')?.firstElementChild != null,
    search: window.location.search,
    hash: window.location.hash,
    cookies: document.cookie,
    pageLanguage: document.documentElement.lang,
    browserLanguages: navigator.languages,
    online: navigator.onLine,
  };
}

/**
 * Whether the app must start as soon as the page is on screen, rather than when the reader first
 * reaches for a control: whenever the prerendered HTML, the same for everyone, is not what this
 * reader should see.
 * - the empty shell (the portal) has nothing to show without the app;
 * - a query or a hash picks a view (a tab, a scenario, a reset token) the HTML does not show;
 * - someone who may be signed in sees their account in the header;
 * - a reader who wants the other language is offered the page's twin (language-suggestion.tsx);
 * - offline, the app says so and keeps what is sent for later.
 */
export function appNeededAtOnce(page: PageState): boolean {
  if (!page.prerendered) return true;
  if (page.search !== '' || page.hash !== '') return true;
  if (cookieValue(page.cookies, SIGNED_IN_COOKIE) !== undefined) return true;
  if (!page.online) return true;
  const wanted = rememberedLanguage(page.cookies) ?? browserLanguage(page.browserLanguages);
  return wanted !== undefined && !page.pageLanguage.toLowerCase().startsWith(wanted);
}
