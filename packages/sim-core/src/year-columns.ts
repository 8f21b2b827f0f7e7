import type { YearResult } from './simulation-types.js';

/** The fields of one year, in the order sim-core writes them. */
export const YEAR_FIELDS = [
  'year',
  'baselineCumulativeRate',
  'recidivistsAvoided',
  'cumulativeRecidivistsAvoided',
  'discountFactor',
  'publicCostSavings',
  'cumulativePublicCostSavings',
  'cumulativeNetBenefit',
] as const satisfies readonly (keyof YearResult)[];

type YearField = (typeof YEAR_FIELDS)[number];

/** The year-by-year figures as columns, one array per field, index 0 = year 1 (the API's form). */
export type YearColumns = Record<YearField, number[]>;

/**
 * The rows as columns: each field named once rather than once per year, which keeps the API's
 * 10-year answer under 4 KB.
 *
 * @example
 * yearColumns(result.yearly).year; // [1, 2, 3, 4, 5]
 */
export function yearColumns(rows: readonly YearResult[]): YearColumns {
  const columns = {} as YearColumns;
  for (const field of YEAR_FIELDS) columns[field] = rows.map((row) => row[field]);
  return columns;
}

/**
 * The columns back as one row per year.
 *
 * @example
 * yearRows({ year: [1, 2], publicCostSavings: [10, 5], … }); // [{ year: 1, publicCostSavings: 10, … }, …]
 */
export function yearRows(columns: Readonly<Record<YearField, readonly number[]>>): YearResult[] {
  return columns.year.map((_, index) => {
    const row = {} as Record<YearField, number>;
    for (const field of YEAR_FIELDS) row[field] = columns[field][index] ?? 0;
    return row;
  });
}
