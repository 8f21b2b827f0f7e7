/**
 * The site's languages. English pages live at "/…", Spanish at "/es/…". `intlLocale` is what the
 * browser's Intl formats numbers, money and dates with: US English and US Spanish.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

export const intlLocale: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** The path prefix of a language's pages: "" for English, "/es" for Spanish. */
export const localePrefix: Readonly<Record<Locale, string>> = { en: '', es: '/es' };

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale]).format(value);
}

/** Whole dollars when the amount has no cents ("$1,200"), cents otherwise ("$12.50"). */
export function formatMoney(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** The spec's compact figures ("$720M", "$182B"): "720 M" / "182 mil M" in Spanish, as es-US writes them. */
export function formatCompactMoney(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
}

/** A calendar date ("2025-03-14") as a reader writes it: "March 14, 2025" / "14 de marzo de 2025". */
export function formatDate(isoDate: string, locale: Locale): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  // Noon UTC and a UTC time zone: the same calendar day whatever the reader's time zone.
  return new Intl.DateTimeFormat(intlLocale[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}
