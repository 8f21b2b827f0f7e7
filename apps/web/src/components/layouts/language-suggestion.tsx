import type { Locale } from '@pathways/content';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { twinOf } from '@/config/locales';
import { browserLanguage, rememberedLanguage, rememberLanguage } from '@/lib/i18n/language-cookie';
import { useLocaleText } from '@/lib/i18n/locale-context';
import { useHydrated } from '@/lib/use-hydrated';

/** The page's twin to offer, and how to decline it. */
export interface LanguageOffer {
  href: string;
  locale: Locale;
  dismiss: () => void;
}

/**
 * Whether to offer the page's twin: when the reader chose the other language before (the cookie)
 * or, with no choice made, when the browser asks for it first (Accept-Language). Decided in the
 * browser, after hydration, because the prerendered page is the same for everyone.
 */
export function useLanguageOffer(): LanguageOffer | null {
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  const { locale } = useLocaleText();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed) return null;
  const twin = twinOf(pathname);
  const wanted = rememberedLanguage() ?? browserLanguage();
  if (!twin || wanted === undefined || wanted === locale) return null;
  return {
    href: `${twin.path}${search}${hash}`,
    locale: twin.locale,
    dismiss: () => {
      rememberLanguage(locale);
      setDismissed(true);
    },
  };
}

/**
 * The offer: never a redirect, the page the link led to is the page shown. It sits over the foot
 * of the screen rather than above the page, because it appears after the page is on screen and
 * would otherwise push everything down under the reader's finger (a layout shift). It comes first
 * in the page's order, so keyboard and screen-reader users meet it before the header.
 */
export function LanguageSuggestion({ offer }: { offer: LanguageOffer }) {
  const { language } = useLocaleText().site;
  const ref = useRef<HTMLElement>(null);
  useOfferHeightForFloatingControls(ref);
  return (
    <aside
      ref={ref}
      lang={language.lang}
      aria-label={language.suggestionLink}
      className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-accent-300 bg-white px-4 py-2 text-sm text-slate-900 shadow-lg"
    >
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        {language.suggestion}
        <Link
          to={offer.href}
          hrefLang={language.lang}
          onClick={() => rememberLanguage(offer.locale)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-900 underline underline-offset-2"
        >
          {language.suggestionLink}
        </Link>
        <button
          type="button"
          onClick={offer.dismiss}
          className="inline-flex min-h-11 items-center rounded-md px-2 font-medium text-slate-800 hover:bg-white/60"
        >
          {language.dismissLabel}
        </button>
      </p>
    </aside>
  );
}

const OFFER_HEIGHT_PROPERTY = '--language-offer-height';

/**
 * Publishes the offer's height as a CSS variable on the page, so the controls that also float at
 * the foot of the screen (the home page's MENU and COACH) sit above it instead of under it.
 */
function useOfferHeightForFloatingControls(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(OFFER_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(OFFER_HEIGHT_PROPERTY);
    };
  }, [ref]);
}

/** Room at the very end of the page, so the offer never covers the footer's last line. */
export function LanguageSuggestionSpace() {
  return <div aria-hidden="true" className="h-32 sm:h-20" />;
}
