/** Cedar Valley Pathways is in Waterloo, Iowa: "today" for the screener is the calendar day there. */
const IOWA_TIME_ZONE = 'America/Chicago';

// en-CA writes dates as YYYY-MM-DD, the screener's own format.
const IOWA_CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: IOWA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day in Iowa at `now` (from the injected clock), as `YYYY-MM-DD`.
 *
 * @example
 * todayInIowa(new Date('2026-05-01T03:00:00Z')); // '2026-04-30'
 */
export function todayInIowa(now: Date): string {
  return IOWA_CALENDAR_DAY.format(now);
}
