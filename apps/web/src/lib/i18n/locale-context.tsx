import { localePrefix } from '@pathways/content';
import { createContext, useContext } from 'react';
import { spanishTwinOf } from '@/config/locales';
import type { LocaleText } from './locale-text';

/** Set by the page's frame (components/layouts/locale-frame.tsx) for every route. */
export const LocaleContext = createContext<LocaleText | null>(null);

/** The page's language and the frame's texts in it. */
export function useLocaleText(): LocaleText {
  const text = useContext(LocaleContext);
  if (!text) throw new Error('useLocaleText needs the LocaleFrame around the page');
  return text;
}

/**
 * Where a link of the content (always an English path, "/programs?x#y") leads in this page's
 * language: the Spanish twin when there is one, else the English page.
 */
export function useLocalizedHref(): (href: string) => string {
  const { locale } = useLocaleText();
  if (locale === 'en') return (href) => href;
  return (href) => {
    if (!href.startsWith('/')) return href;
    const [path = '/', rest = ''] = href.split(/(?=[?#])/, 2);
    return spanishTwinOf(path) === undefined ? href : `${localePrefix.es}${path}${rest}`;
  };
}
