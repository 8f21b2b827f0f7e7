import { CliInputError } from './cli-input-error.js';

/**
 * Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into rows of cells; blank lines are
 * dropped. Throws CliInputError on an unterminated quote.
 *
 * @example
 * parseCsv('a,b\n"x, y",2\n'); // [['a', 'b'], ['x, y', '2']]
 */
export function parseCsv(text: string, flag: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (quoted)
    throw new CliInputError(
      flag,
      'the CSV file has an unterminated quoted field',
      'a well-formed CSV file',
    );
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}
