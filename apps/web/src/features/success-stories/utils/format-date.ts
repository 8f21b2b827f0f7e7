/**
 * Long US date ("January 15, 2025"). UTC, so the prerendered HTML and the browser agree whatever
 * the visitor's time zone: an ISO date is midnight UTC and would be the day before in Iowa.
 */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatPublishDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
