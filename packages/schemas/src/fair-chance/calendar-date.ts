/**
 * Calendar arithmetic on "YYYY-MM-DD" strings, done in UTC so that the answer never depends on the
 * time zone of the machine that runs it (a deadline is a date, not an instant).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date `days` calendar days after `date` (negative goes back); throws on a malformed date. */
export function addCalendarDays(date: string, days: number): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const [, year, month, day] = match;
  const start = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const moved = new Date(start);
  // Date.UTC rolls "2026-02-31" over into March; refuse it rather than answer for another date.
  if (moved.toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return new Date(start + days * DAY_MS).toISOString().slice(0, 10);
}
