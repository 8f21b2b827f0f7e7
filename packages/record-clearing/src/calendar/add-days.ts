/**
 * A day number `count` days later. Day numbers are plain integers, so this is addition; it has a
 * name so the rules read like the statute.
 *
 * @example
 * addDays(10, 180); // 190
 */
export function addDays(days: number, count: number): number {
  return days + count;
}
