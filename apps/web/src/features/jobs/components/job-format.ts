import { fillTemplate } from '@pathways/content';
import type { Job } from '@pathways/schemas';

/** Select or checkbox options: the codes the API takes, each with its label in the page's language. */
export function labelledOptions<Code extends string>(
  codes: readonly Code[],
  labels: Readonly<Record<Code, string>>,
): { value: Code; label: string }[] {
  return codes.map((value) => ({ value, label: labels[value] }));
}

/** "$18–21 an hour" / "$18–21 la hora", or nothing when the posting predates pay ranges. */
export function payText(
  job: Pick<Job, 'payMin' | 'payMax'>,
  template: string,
  intlLocale = 'en-US',
): string {
  if (job.payMin === null || job.payMax === null) return '';
  const money = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 });
  return fillTemplate(template, { min: money.format(job.payMin), max: money.format(job.payMax) });
}
