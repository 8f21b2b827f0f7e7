import { localePrefix, type Locale } from '@pathways/content';
import { paths } from './paths';

/**
 * The English pages that have a Spanish twin under /es (issue 18). The language switch, the
 * hreflang alternates, the sitemap and the content's links all follow this list, so a page joins
 * the Spanish site by being added here with its route.
 */
export const spanishTwinnedPaths: readonly string[] = [
  paths.about,
  paths.programs,
  paths.research,
  paths.successStories,
  paths.successStory(':id'),
  paths.contact,
  paths.recordClearing,
  paths.auth,
  paths.javascriptNeeded,
  paths.careerCoach,
  // Get Help, Get Involved, Hire From Us and account recovery.
  paths.getHelp,
  paths.getInvolved,
  paths.hireFromUs,
  paths.fairChanceGuide,
  paths.forgotPassword,
  paths.resetPassword,
  paths.home,
  paths.impactReport,
  paths.simulator,
  paths.debugMobile,
];

function matches(pattern: string, path: string): boolean {
  // Trailing slashes do not count, so "/" matches the home page ("" after trimming).
  const wanted = pattern.replace(/\/+$/, '').split('/');
  const given = path.replace(/\/+$/, '').split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === given[index])
  );
}

/** The language of a path: Spanish under /es, English elsewhere. */
export function localeOfPath(pathname: string): Locale {
  return pathname === localePrefix.es || pathname.startsWith(`${localePrefix.es}/`) ? 'es' : 'en';
}

/** The Spanish twin of an English path ("/programs" → "/es/programs"), if it has one. */
export function spanishTwinOf(englishPath: string): string | undefined {
  return spanishTwinnedPaths.some((pattern) => matches(pattern, englishPath))
    ? `${localePrefix.es}${englishPath}`
    : undefined;
}

/** The page's twin in the other language, if there is one: the target of the language switch. */
export function twinOf(pathname: string): { locale: Locale; path: string } | undefined {
  if (localeOfPath(pathname) === 'es') {
    const english = pathname.slice(localePrefix.es.length) || '/';
    return spanishTwinOf(english) ? { locale: 'en', path: english } : undefined;
  }
  const spanish = spanishTwinOf(pathname);
  return spanish ? { locale: 'es', path: spanish } : undefined;
}
