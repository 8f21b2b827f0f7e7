/** A CSV cell: quoted, inner quotes doubled, and a leading formula character defused. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV document (RFC 4180 line ends): the header, then one line per row. */
export function toCsvDocument(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const lines = rows.map((row) => row.map(csvCell).join(','));
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
