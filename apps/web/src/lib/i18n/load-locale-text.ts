import type { Locale } from '@pathways/content';
import type { LocaleText } from './locale-text';

/**
 * Each language's frame texts are a chunk of their own, fetched once: English pages never load
 * the Spanish and Spanish pages never the English (issue 18). The entry starts the page's fetch as
 * soon as it runs (main.tsx), so it travels beside the page's own chunk.
 */
const loaders: Readonly<Record<Locale, () => Promise<LocaleText>>> = {
  en: () => import('./english').then((module) => module.englishText),
  es: () => import('./spanish').then((module) => module.spanishText),
};

const loaded: Partial<Record<Locale, Promise<LocaleText>>> = {};

export function loadLocaleText(locale: Locale): Promise<LocaleText> {
  loaded[locale] ??= loaders[locale]();
  return loaded[locale];
}
