import { intlLocale, type Locale } from '@pathways/content';

/**
 * Long US date ("January 15, 2025", "15 de enero de 2025"). UTC, so the prerendered HTML and the
 * browser agree whatever the visitor's time zone: an ISO date is midnight UTC and would be the day
 * before in Iowa.
 */
const longDates: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

export function formatPublishDate(isoDate: string, locale: Locale = 'en'): string {
  // Made on first use: a phone spends tens of milliseconds on each (its locale's data), and a page
  // showing no date, or dates in one language, should not pay for both at load.
  const format = (longDates[locale] ??= new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }));
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
