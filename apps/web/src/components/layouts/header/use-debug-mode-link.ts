import { isOnHostingPlatform } from '@/config/hosting';
import { paths } from '@/config/paths';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The Debug Mode link, labelled in the page's language. It shows on the hosting platform's domain
 * only (spec §2), where support staff test deploy previews. The hostname is known in the browser
 * alone, so it appears after hydration; until then, and elsewhere, there is none.
 */
export function useDebugModeLink(): { label: string; href: string } | undefined {
  const { navigation } = useLocaleText().site;
  const hydrated = useHydrated();
  return hydrated && isOnHostingPlatform(window.location.hostname)
    ? { label: navigation.debugLabel, href: paths.debugMobile }
    : undefined;
}
