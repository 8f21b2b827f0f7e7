import { fillTemplate } from '@pathways/content';

/**
 * "$18–21 an hour" / "$18–21 la hora" ("$17.50–$21.00" once either has cents: never "$17.5"), or
 * nothing when the posting predates pay ranges.
 */
export function payText(
  pay: { payMin: number | null; payMax: number | null },
  template: string,
  intlLocale = 'en-US',
): string {
  if (pay.payMin === null || pay.payMax === null) return '';
  const cents = !Number.isInteger(pay.payMin) || !Number.isInteger(pay.payMax) ? 2 : 0;
  const money = new Intl.NumberFormat(intlLocale, {
    minimumFractionDigits: cents,
    maximumFractionDigits: 2,
  });
  return fillTemplate(template, { min: money.format(pay.payMin), max: money.format(pay.payMax) });
}
