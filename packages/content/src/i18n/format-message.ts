import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, type Locale } from './locale.js';

// A module of its own, apart from ./locale.js: FormatJS weighs ~9 KB compressed, and the locale
// list and prefixes are in every page's entry script. Only a page that formats a message pays.

/**
 * An ICU MessageFormat message ("{count, plural, one {# día} other {# días}}") filled for a
 * language, through FormatJS.
 */
export function formatMessage(
  message: string,
  values: Readonly<Record<string, string | number>>,
  locale: Locale,
): string {
  return String(new IntlMessageFormat(message, intlLocale[locale]).format(values));
}
