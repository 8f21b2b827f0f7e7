import type { Locale } from '@pathways/content';
import { intlLocale } from '@pathways/content';
import {
  FEDERAL_BOND_AMOUNT,
  FEDERAL_BOND_MONTHS,
  WOTC_AUTHORIZATION,
  WOTC_FORM_8850_DAYS,
  WOTC_FULL_RATE,
  WOTC_FULL_RATE_MIN_HOURS,
  WOTC_MAX_CREDIT,
  WOTC_MAX_REDUCED_CREDIT,
  WOTC_MIN_HOURS,
  WOTC_QUALIFIED_WAGE_CAP,
  WOTC_REDUCED_RATE,
  addCalendarDays,
} from '@pathways/schemas/fair-chance';

/**
 * The guide's placeholders filled from the incentive rules (@pathways/schemas/fair-chance), in the
 * page's language, so the page shows the figures the API's tasks use.
 */
export function fairChanceFigures(locale: Locale): Record<string, string> {
  const language = intlLocale[locale];
  const dollars = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  const number = new Intl.NumberFormat(language);
  return {
    fullRate: percent.format(WOTC_FULL_RATE),
    reducedRate: percent.format(WOTC_REDUCED_RATE),
    wageCap: dollars.format(WOTC_QUALIFIED_WAGE_CAP),
    maxCredit: dollars.format(WOTC_MAX_CREDIT),
    maxReducedCredit: dollars.format(WOTC_MAX_REDUCED_CREDIT),
    fullHours: number.format(WOTC_FULL_RATE_MIN_HOURS),
    minHours: number.format(WOTC_MIN_HOURS),
    lastReducedHour: number.format(WOTC_FULL_RATE_MIN_HOURS - 1),
    days: number.format(WOTC_FORM_8850_DAYS),
    bondAmount: dollars.format(FEDERAL_BOND_AMOUNT),
    bondMonths: number.format(FEDERAL_BOND_MONTHS),
  };
}

/** The WOTC authorization setting's dates, or null when the programme has no end date. */
export function wotcAuthorizationDates(
  locale: Locale,
): { authorizedThrough: string; lapsedFrom: string } | null {
  const { authorizedThrough } = WOTC_AUTHORIZATION;
  if (authorizedThrough === null) return null;
  // A calendar date read at UTC midnight and shown in UTC: the same day on every machine.
  const format = new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const show = (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  return {
    authorizedThrough: show(authorizedThrough),
    lapsedFrom: show(addCalendarDays(authorizedThrough, 1)),
  };
}
