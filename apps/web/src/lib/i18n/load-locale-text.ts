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

/** A promise that says when it has settled, as `use` reads one (React's and Preact's alike). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loaded: Partial<Record<Locale, TrackedPromise<LocaleText>>> = {};

/**
 * The texts, once per language. The promise carries its value once settled, so `use` reads texts
 * that have arrived without suspending: a page hydrated after awaiting them (main.tsx) renders at once.
 */
export function loadLocaleText(locale: Locale): Promise<LocaleText> {
  const existing = loaded[locale];
  if (existing) return existing;
  const promise: TrackedPromise<LocaleText> = loaders[locale]();
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => {
      // A failed chunk is not remembered: the next render asks again.
      delete loaded[locale];
    },
  );
  loaded[locale] = promise;
  return promise;
}

/** The texts of a language already loaded, or undefined while they are not. */
export function loadedLocaleText(locale: Locale): LocaleText | undefined {
  return loaded[locale]?.value;
}
