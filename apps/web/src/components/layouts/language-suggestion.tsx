import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { twinOf } from '@/config/locales';
import { browserLanguage, rememberedLanguage, rememberLanguage } from '@/lib/i18n/language-cookie';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Offers the page's twin when the reader chose the other language before (the cookie) or, with no
 * choice made, when the browser asks for it first (Accept-Language). An offer, never a redirect:
 * the page the link led to is the page shown. Decided in the browser, after hydration, because
 * the prerendered page is the same for everyone.
 */
export function LanguageSuggestion() {
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  const { locale, site } = useLocaleText();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed) return null;
  const twin = twinOf(pathname);
  const wanted = rememberedLanguage() ?? browserLanguage();
  if (!twin || wanted === undefined || wanted === locale) return null;
  const { language } = site;
  return (
    <aside
      lang={language.lang}
      aria-label={language.suggestionLink}
      className="border-b border-accent-300 bg-accent-300/20 px-4 py-2 text-sm text-slate-900"
    >
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        {language.suggestion}
        <Link
          to={`${twin.path}${search}${hash}`}
          hrefLang={language.lang}
          onClick={() => rememberLanguage(twin.locale)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-900 underline underline-offset-2"
        >
          {language.suggestionLink}
        </Link>
        <button
          type="button"
          onClick={() => {
            rememberLanguage(locale);
            setDismissed(true);
          }}
          className="inline-flex min-h-11 items-center rounded-md px-2 font-medium text-slate-800 hover:bg-white/60"
        >
          {language.dismissLabel}
        </button>
      </p>
    </aside>
  );
}
