import type { Locale } from '@pathways/content';
import { use, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useToastLabels } from '@/components/ui/toaster';
import { localeOfPath } from '@/config/locales';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { loadLocaleText, loadedLocaleText } from '@/lib/i18n/load-locale-text';
import type { LocaleText } from '@/lib/i18n/locale-text';

/**
 * The frame's texts in the language of the page's path (Spanish under /es, English elsewhere),
 * around every route: public pages, the portal and the not-found page alike.
 *
 * Only the very first render may wait for them (the prerender, or a page started without its
 * language loaded). After that, moving to the other language keeps the texts on screen until the
 * new ones arrive (the language switch fetches them before it moves, so this is rare): suspending
 * here would blank the whole site, and under Preact would leave the routes below without a boundary.
 */
export function LocaleFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const wanted = localeOfPath(pathname);
  const ready = loadedLocaleText(wanted);
  const [lastShown, setLastShown] = useState<LocaleText | undefined>(ready);
  if (ready !== undefined && ready !== lastShown) setLastShown(ready);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadLocaleText(wanted).then((text) => {
      if (current) setLastShown(text);
    });
    return () => {
      current = false;
    };
  }, [ready, wanted]);
  const shown = ready ?? lastShown;
  return shown ? (
    <LocaleProvider text={shown}>{children}</LocaleProvider>
  ) : (
    <FirstLocaleFrame locale={wanted}>{children}</FirstLocaleFrame>
  );
}

/** The first render, before any texts were loaded: waits for them (Suspense above shows the loading screen). */
function FirstLocaleFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleProvider text={use(loadLocaleText(locale))}>{children}</LocaleProvider>;
}

/** The texts for the pages below, and the toasts' labels in their language. */
function LocaleProvider({ text, children }: { text: LocaleText; children: ReactNode }) {
  useToastLabels(text.site.toast);
  return <LocaleContext value={text}>{children}</LocaleContext>;
}
