import { NOT_SURE } from '../case-values.js';
import { parseCalendarDate } from '../calendar/parse-calendar-date.js';

/**
 * The case's date as a day number, or what is missing about it: not known, or after today (a
 * dismissal or conviction cannot have happened yet, so that is a mistake to check).
 *
 * @example
 * caseDay('not-sure', 100); // 'date'
 */
export function caseDay(date: string, today: number): number | 'date' | 'date-after-today' {
  if (date === NOT_SURE) return 'date';
  const days = parseCalendarDate(date);
  if (days === undefined) return 'date';
  return days > today ? 'date-after-today' : days;
}
