import type { ApplicationStatus } from '@pathways/schemas';

/*
 * The portal's dashboards (spec §4): read-only summaries across the tables other domains own
 * (clients, jobs, the inbox forms, users). Nothing here writes; each role's view has its file.
 */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** The admin charts cover the last eight weeks. */
export const CHART_WEEKS = 8;
export const RECENT_LIMIT = 5;
export const PERCENT = 100;
/** The four client statuses of the case worker's split (spec §4). */
export const caseloadStatuses = [
  'Job Searching',
  'Interviewing',
  'Placement',
  'Onboarding',
] as const;
/** New applications: the job board's first step (the migration renamed the old "New" to it). */
export const NEW_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['Pending'];

export function count(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

/** Buckets timestamps into the last CHART_WEEKS weeks, oldest first (bucket by age, so it is timezone-free). */
export function perWeek(dates: readonly Date[], now: Date): { weekStart: string; count: number }[] {
  const buckets = Array.from({ length: CHART_WEEKS }, (_, index) => ({
    weekStart: new Date(now.getTime() - (CHART_WEEKS - index) * WEEK_MS).toISOString(),
    count: 0,
  }));
  for (const date of dates) {
    const weeksAgo = Math.floor((now.getTime() - date.getTime()) / WEEK_MS);
    const bucket = buckets[CHART_WEEKS - 1 - weeksAgo];
    if (bucket) bucket.count += 1;
  }
  return buckets;
}
