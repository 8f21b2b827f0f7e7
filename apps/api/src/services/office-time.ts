/**
 * The office's clock (Waterloo, Iowa): "today", "this morning" and working days are days there,
 * whatever the server's own time zone. Every function takes the instant from the injected clock.
 */
export const OFFICE_TIME_ZONE = 'America/Chicago';

const DAY_MS = 86_400_000;
const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

/** The date and time on the office's wall at `instant`. */
export function officeWallTime(instant: Date): WallTime {
  const parts = Object.fromEntries(
    WALL_CLOCK.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
    weekday: parts['weekday'] ?? '',
  };
}

/** The office's calendar day at `instant`, as YYYY-MM-DD. */
export function officeDay(instant: Date): string {
  const { year, month, day } = officeWallTime(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function offsetAt(instant: number): number {
  const wall = officeWallTime(new Date(instant));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant the office's wall clock shows `hour:minute` on `day` (YYYY-MM-DD). */
export function officeInstant(day: string, hour = 0, minute = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Start (inclusive) and end (exclusive) of the office's day that `instant` falls on. */
export function officeDayBounds(instant: Date): { day: string; start: Date; end: Date } {
  const day = officeDay(instant);
  return { day, start: officeInstant(day), end: officeInstant(addDays(day, 1)) };
}

function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * `instant` moved by `days` working days (Monday to Friday, office days), at the same time of
 * day: a message sent on Friday at 10:00 is two working days old on Tuesday at 10:00.
 */
export function addWorkingDays(instant: Date, days: number): Date {
  const wall = officeWallTime(instant);
  let day = officeDay(instant);
  const step = days < 0 ? -1 : 1;
  for (let left = Math.abs(days); left > 0;) {
    day = addDays(day, step);
    if (isWorkingDay(day)) left -= 1;
  }
  return officeInstant(day, wall.hour, wall.minute);
}
