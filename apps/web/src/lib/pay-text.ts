import { fillTemplate } from '@pathways/content';

/** "$18–21 an hour" / "$18–21 la hora", or nothing when the posting predates pay ranges. */
export function payText(
  pay: { payMin: number | null; payMax: number | null },
  template: string,
  intlLocale = 'en-US',
): string {
  if (pay.payMin === null || pay.payMax === null) return '';
  const money = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 });
  return fillTemplate(template, { min: money.format(pay.payMin), max: money.format(pay.payMax) });
}
