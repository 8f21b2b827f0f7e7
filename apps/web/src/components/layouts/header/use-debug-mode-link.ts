import { site } from '@pathways/content';
import { isOnHostingPlatform } from '@/config/hosting';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';

const { navigation } = site;
export const debugModeLink = { label: navigation.debugLabel, href: paths.debugMobile };

/**
 * The Debug Mode link shows on the hosting platform's domain only (spec §2), where support staff
 * test deploy previews. The hostname is known in the browser alone, so it appears after hydration.
 */
export function useDebugModeLink(): boolean {
  const hydrated = useHydrated();
  return hydrated && isOnHostingPlatform(window.location.hostname);
}
