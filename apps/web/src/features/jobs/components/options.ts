import { jobBoard } from '@pathways/content';
import { jobSchedules, offenseCategories } from '@pathways/schemas';
import { labelledOptions } from './job-format';

/** The job board's English texts, for the staff and employer pages (clients read `usePortalText`). */
export const text = jobBoard;

export const scheduleOptions = labelledOptions(jobSchedules, jobBoard.schedules);
export const categoryOptions = labelledOptions(offenseCategories, jobBoard.offenseCategories);
