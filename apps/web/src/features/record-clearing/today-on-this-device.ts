const MONTH_DAY_DIGITS = 2;

/**
 * Today on the person's own device, as `YYYY-MM-DD`: the screener's injected "today" (the package
 * never reads a clock). Browser tests pin the page's clock, so this is pinned with it.
 *
 * @example
 * todayOnThisDevice(); // '2026-03-18'
 */
export function todayOnThisDevice(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(MONTH_DAY_DIGITS, '0');
  const day = String(now.getDate()).padStart(MONTH_DAY_DIGITS, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
