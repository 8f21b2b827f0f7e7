/**
 * The one source of "now" for the server (DESIGN.md §2): handlers, repositories, the demo seed
 * and periodic jobs ask the clock, never `new Date()`, so tests can pin the time and no test
 * depends on the hour, the day of the week or the time zone.
 */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still at `instant` (unit tests). */
export function fixedClock(instant: Date | string): Clock {
  const time = new Date(instant).getTime();
  return { now: () => new Date(time) };
}

/**
 * A clock that starts at `instant` and then runs at real speed (a whole server under test:
 * "today" is pinned, yet records made one after another still get increasing times).
 */
export function clockStartingAt(
  instant: Date | string,
  elapsedMs: () => number = () => performance.now(),
): Clock {
  const start = new Date(instant).getTime();
  const origin = elapsedMs();
  return { now: () => new Date(start + (elapsedMs() - origin)) };
}

/** Midnight (server time) of the day `now` falls on. */
export function startOfToday(now: Date): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return start;
}
