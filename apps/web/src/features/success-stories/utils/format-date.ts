import { intlLocale, type Locale } from '@pathways/content';

/**
 * Long US date ("January 15, 2025", "15 de enero de 2025"). UTC, so the prerendered HTML and the
 * browser agree whatever the visitor's time zone: an ISO date is midnight UTC and would be the day
 * before in Iowa.
 */
const longDates: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale.en, { dateStyle: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat(intlLocale.es, { dateStyle: 'long', timeZone: 'UTC' }),
};

export function formatPublishDate(isoDate: string, locale: Locale = 'en'): string {
  return longDates[locale].format(new Date(`${isoDate}T00:00:00Z`));
}
