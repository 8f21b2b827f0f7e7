import { intlLocale, offlineText, type Locale } from '@pathways/content';
import { offlineText as spanishOfflineText } from '@pathways/content/es';

/** The offline words in the page's language (a few lines: both languages ship with the forms). */
export function offlineTextFor(locale: Locale) {
  return locale === 'es' ? spanishOfflineText : offlineText;
}

/** "March 18, 2026 at 12:30 PM" / "18 de marzo de 2026, 12:30 p. m.". */
export function savedDate(locale: Locale, epochMs: number): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(epochMs);
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
