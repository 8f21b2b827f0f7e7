import { addCalendarDays } from './calendar-date.js';

/**
 * Business days (Monday to Friday) on "YYYY-MM-DD" strings, in UTC like calendar-date.ts, so the
 * answer never depends on the machine's time zone. Public holidays are not skipped: the window a
 * client gets to answer an assessment is counted in weekdays, as the EEOC's guidance leaves the
 * length to the employer and Pathways chose "5 business days" (issue 29 point 3).
 */
function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The date `days` business days after `date`: Saturdays and Sundays are skipped, and a start on a
 * weekend counts from the next Monday. Throws on a malformed date or a negative count.
 * @example
 * addBusinessDays('2026-12-04', 5) // '2026-12-11' (Friday → next Friday)
 * addBusinessDays('2026-12-05', 1) // '2026-12-07' (Saturday → Monday)
 */
export function addBusinessDays(date: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`Not a count of business days: ${days}`);
  }
  let current = addCalendarDays(date, 0);
  let left = days;
  while (left > 0) {
    current = addCalendarDays(current, 1);
    if (!isWeekend(current)) left -= 1;
  }
  return current;
}
