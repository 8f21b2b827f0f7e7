import { localePrefix, type Locale } from '@pathways/content';
import { paths } from '@/config/paths';

/**
 * The client's portal in Spanish is /es/dashboard/client/…, the twin of /dashboard/client/… (issue
 * 18): the same "/es in front" rule as the public pages, so a bilingual case worker can tell a
 * client "add /es" and the language switch can go back and forth on any client page.
 */
const spanishRoot = `${localePrefix.es}${paths.dashboard}`;
const clientPages = `${paths.dashboardClient}`;

function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** "/dashboard/client/jobs" → "/es/dashboard/client/jobs". */
export function spanishPortalPath(englishPath: string): string {
  return `${localePrefix.es}${englishPath}`;
}

/** "/es/dashboard/…" → "/dashboard/…"; any other path as it is. */
export function englishPortalPath(pathname: string): string {
  return isUnder(pathname, spanishRoot) ? pathname.slice(localePrefix.es.length) : pathname;
}

/** The other language's twin of a client portal page, for the language switch; none for staff pages. */
export function portalTwinOf(pathname: string): { locale: Locale; path: string } | undefined {
  const english = englishPortalPath(pathname);
  if (!isUnder(english, clientPages)) return undefined;
  return english === pathname
    ? { locale: 'es', path: spanishPortalPath(english) }
    : { locale: 'en', path: english };
}
