import { LocaleContext } from '@/lib/i18n/locale-context';
import { spanishText } from '@/lib/i18n/spanish';
import { SiteLayout } from './site-layout';

/**
 * The frame of the /es pages: the public layout with the Spanish texts. Its own lazily loaded
 * chunk (router.tsx), so the Spanish texts travel only to Spanish pages.
 */
export default function SpanishSiteLayout() {
  return (
    <LocaleContext value={spanishText}>
      <SiteLayout />
    </LocaleContext>
  );
}
