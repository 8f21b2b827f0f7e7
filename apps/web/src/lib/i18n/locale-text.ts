import type { FormChrome, Locale, NotFound, Site, Translation } from '@pathways/content';

/**
 * What the site's frame needs in the page's language: the header and footer, the forms' shared
 * words, the not-found page, and how a validation message (an English spec string from
 * @pathways/schemas or the API) reads to this page's reader.
 */
export interface LocaleText {
  locale: Locale;
  site: Translation<Site>;
  formChrome: Translation<FormChrome>;
  notFound: Translation<NotFound>;
  validationMessage: (englishMessage: string) => string;
  /**
   * How a failed call reads to this reader: the web client's "{status}: {message}" (DESIGN.md §3),
   * whose message is the API's English, or a network failure's own words.
   */
  serverMessage: (englishMessage: string) => string;
  /** How an option's label (English words from @pathways/schemas/options) reads to this reader. */
  optionLabel: (englishLabel: string) => string;
}
