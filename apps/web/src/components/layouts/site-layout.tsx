import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useLocaleText } from '@/lib/i18n/locale-context';
import {
  LanguageSuggestion,
  LanguageSuggestionSpace,
  useLanguageOffer,
} from './language-suggestion';
import { SavePageForOffline } from './save-page-for-offline';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StaticIsland } from './static-island';

/** The public pages: skip link, header, the page, footer. */
export function SiteLayout() {
  const { locale, site } = useLocaleText();
  const languageOffer = useLanguageOffer();
  // Marks the moment the prerendered page became interactive (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The prerendered page carries its language; moving between languages in the browser changes it.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-teal-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {site.skipLinkLabel}
      </a>
      <ScrollToTop />
      {languageOffer ? <LanguageSuggestion offer={languageOffer} /> : null}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* A page's module loading keeps the header and footer on screen. */}
        <Suspense fallback={<LoadingScreen label={site.pageLoading} />}>
          <Outlet />
          <SavePageForOffline />
        </Suspense>
      </main>
      {/* Links only: hydration keeps its HTML. A new language is new content, so a new island. */}
      <StaticIsland key={locale} name="site-footer">
        <SiteFooter />
      </StaticIsland>
      {languageOffer ? <LanguageSuggestionSpace /> : null}
    </div>
  );
}
