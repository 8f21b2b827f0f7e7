import { fillTemplate, jobBoard } from '@pathways/content';
import { jobSchedules, offenseCategories } from '@pathways/schemas';
import type { Job } from '@pathways/schemas';

export const text = jobBoard;

export const scheduleOptions = jobSchedules.map((value) => ({
  value,
  label: jobBoard.schedules[value],
}));
export const categoryOptions = offenseCategories.map((value) => ({
  value,
  label: jobBoard.offenseCategories[value],
}));

const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "$18–21 an hour", or nothing when the posting predates pay ranges. */
export function payText(job: Pick<Job, 'payMin' | 'payMax'>): string {
  if (job.payMin === null || job.payMax === null) return '';
  return fillTemplate(jobBoard.pay, {
    min: money.format(job.payMin),
    max: money.format(job.payMax),
  });
}
