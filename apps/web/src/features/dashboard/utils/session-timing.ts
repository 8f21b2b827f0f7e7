/** WCAG 2.2.1: warn this long before the session ends, so the user can keep it with one action. */
export const SESSION_WARNING_LEAD_MS = 2 * 60 * 1000;
/** The countdown in the warning moves once a second. */
export const SESSION_COUNTDOWN_TICK_MS = 1000;
/** Screen readers hear the remaining time at this step, not every second (that would drown them). */
export const SESSION_ANNOUNCE_STEP_MS = 30 * 1000;

export type SessionPhase = 'active' | 'warning' | 'expired';

export function sessionPhase(
  expiresAtMs: number,
  nowMs: number,
  leadMs = SESSION_WARNING_LEAD_MS,
): SessionPhase {
  const remaining = expiresAtMs - nowMs;
  if (remaining <= 0) return 'expired';
  return remaining <= leadMs ? 'warning' : 'active';
}

/** 90_500 → "1:31": whole seconds rounded up, so "0:00" only shows once time is really up. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The remaining time rounded up to the announcement step, for a polite live region. */
export function announcedCountdown(remainingMs: number, stepMs = SESSION_ANNOUNCE_STEP_MS): string {
  return formatCountdown(Math.ceil(Math.max(0, remainingMs) / stepMs) * stepMs);
}
