import { dateAfter } from '../../services/action-plan.js';

/** The UTC calendar day of an instant, as YYYY-MM-DD (the server's "today"). */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The YYYY-MM-DD `days` after a YYYY-MM-DD date (calendar days, UTC: no time zone moves it). */
export function daysAfterDate(date: string, days: number): string {
  return dateAfter(new Date(`${date}T00:00:00Z`), days);
}
