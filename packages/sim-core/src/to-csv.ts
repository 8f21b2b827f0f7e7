/**
 * Renders rows as CSV, quoting only cells that need it.
 *
 * @example
 * toCsv([['a', 'b, c'], [1, 2]]); // 'a,"b, c"\n1,2\n'
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null): string => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\n') + '\n';
}
