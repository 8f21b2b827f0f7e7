/** What the service worker keeps and what it never does (shared with the page, which reads the stamp). */
export const PAGES_CACHE = 'pathways-pages';
export const OFFLINE_PAGE = '/offline.html';
/** When a page's copy was saved, as the worker stamps it. */
export const SAVED_AT_HEADER = 'X-Pathways-Saved-At';

/** The portal: personal data, never stored on the phone. */
export function isPortalPath(pathname: string): boolean {
  return /^(\/es)?\/dashboard(\/|$)/.test(pathname);
}

/** A page of the public site (not the portal, the API, a download or a file). */
export function isPublicPagePath(pathname: string): boolean {
  if (isPortalPath(pathname)) return false;
  if (/^\/(api|download|assets|images)\//.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
