/**
 * One "now" for the whole browser suite (issue 11): the API under test starts its clock at
 * E2E_CLOCK_START (CLOCK_START in its env) and every page's clock is installed at the same instant
 * plus the time the run has taken, so what the demo data calls "today" and what the page calls
 * "now" agree, whatever the hour, weekday or time zone of the machine.
 *
 * A Wednesday at 17:30 UTC: 12:30 in Waterloo, Iowa (DAY_TIME_ZONE) and 02:30 the next morning in
 * Tokyo (NIGHT_TIME_ZONE), where the portal's dashboards are run a second time.
 */
export const E2E_CLOCK_START = '2026-03-18T17:30:00.000Z';
export const DAY_TIME_ZONE = 'America/Chicago';
export const NIGHT_TIME_ZONE = 'Asia/Tokyo';

/** When this run began, handed down from the config to every worker (playwright.config.ts). */
function runStartedAt(): number {
  const startedAt = Number(process.env.E2E_RUN_STARTED_AT);
  if (!startedAt) throw new Error('E2E_RUN_STARTED_AT must be set by playwright.config.ts');
  return startedAt;
}

/** The suite's "now": the pinned start moved on by the time elapsed since the run began. */
export function e2eNow(): Date {
  return new Date(Date.parse(E2E_CLOCK_START) + (Date.now() - runStartedAt()));
}
