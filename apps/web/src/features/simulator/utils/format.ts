import { intlLocale, type Locale } from '@pathways/content';

/**
 * Number formats of the simulator (spec §9): money and counts compact with at most one decimal,
 * percentages with at most one decimal, ROI with none, in the page's language (US English or US
 * Spanish: "$1.8M" / "$1.8 M"). Shared with the browser tests, which format sim-core's own output
 * the same way to check the figures on screen.
 */
function formatsOf(locale: Locale) {
  const tag = intlLocale[locale];
  return {
    compactNumber: new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 }),
    compactMoney: new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
    oneDecimal: new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }),
    noDecimals: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
  };
}

const made: Partial<Record<Locale, ReturnType<typeof formatsOf>>> = {};

/** Made on first use, one language at a time: each format costs a phone its locale's data. */
function formats(locale: Locale): ReturnType<typeof formatsOf> {
  return (made[locale] ??= formatsOf(locale));
}

export function formatCount(value: number, locale: Locale = 'en'): string {
  return formats(locale).compactNumber.format(value);
}

export function formatMoney(value: number, locale: Locale = 'en'): string {
  return formats(locale).compactMoney.format(value);
}

export function formatPercent(value: number, locale: Locale = 'en'): string {
  return `${formats(locale).oneDecimal.format(value)}%`;
}

export function formatRoi(value: number, locale: Locale = 'en'): string {
  return `${formats(locale).noDecimals.format(value)}%`;
}

/** A whole number with separators ("10,000"), as the page's language writes it. */
export function formatWhole(value: number, locale: Locale = 'en'): string {
  return formats(locale).noDecimals.format(value);
}

/** "1 year" / "5 years", in the words of the page's language (`{years}` marks the number). */
export function formatYears(
  years: number,
  words: { oneYear: string; years: string } = { oneYear: '{years} year', years: '{years} years' },
): string {
  return (years === 1 ? words.oneYear : words.years).replace('{years}', String(years));
}
