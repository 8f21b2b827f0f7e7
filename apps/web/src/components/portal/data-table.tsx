import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

export interface Column<Row> {
  /** Names the column (React key, sort state). */
  id: string;
  header: string;
  /** The header is read out but not shown (a column of buttons that name themselves). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** Present when the column sorts: how two rows compare, ascending. */
  compare?: (a: Row, b: Row) => number;
  className?: string;
  /** The column that names each row (a `th scope="row"`), so a row is read out by it. */
  rowHeader?: boolean;
}

type Direction = 'ascending' | 'descending';
interface SortState {
  column: string;
  direction: Direction;
}

/**
 * A portal list as a table: a caption that names it, headers that sort (their state in `aria-sort`),
 * the empty text when there are no rows, and a scroll box of its own that a keyboard user can
 * focus and scroll at 375 px, so a wide table never makes the page scroll sideways. The scroll box
 * is a labelled group, not a `region` landmark: most tables sit in a Section of the same title, and
 * two landmarks with one name would make the page's regions ambiguous.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  empty,
  sortLabel,
  rowClassName,
  className = 'w-full text-left',
  visuallyHidden = false,
}: {
  caption: string;
  captionVisible?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in place of the rows when there are none (after loading). */
  empty?: ReactNode;
  /** The sort button's accessible name: "Sort by {column}" in the page's language. */
  sortLabel?: (header: string) => string;
  /** Classes for one row, e.g. to mark today's appointments. */
  rowClassName?: (row: Row) => string | undefined;
  /** The table's own classes (a wide table sets a min-width so it scrolls rather than squeezes). */
  className?: string;
  /**
   * For screen readers only (a chart's figures beside the drawing): no scroll box, so no invisible
   * stop in the tab order.
   */
  visuallyHidden?: boolean;
}) {
  const captionId = useId();
  const [sort, setSort] = useState<SortState | null>(null);
  const sorter = columns.find((column) => column.id === sort?.column)?.compare;
  const shown =
    sort && sorter
      ? [...rows].sort((a, b) => (sort.direction === 'ascending' ? 1 : -1) * sorter(a, b))
      : rows;
  const toggle = (column: string) =>
    setSort((current) =>
      current?.column === column && current.direction === 'ascending'
        ? { column, direction: 'descending' }
        : { column, direction: 'ascending' },
    );
  const table = (
    <table className={className}>
      <caption
        id={captionId}
        className={captionVisible ? 'px-3 py-2 text-left font-semibold text-slate-900' : 'sr-only'}
      >
        {caption}
      </caption>
      <thead className="bg-slate-50 text-sm text-slate-700">
        <tr>
          {columns.map((column) => {
            const direction = sort?.column === column.id ? sort.direction : undefined;
            return (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.compare ? (direction ?? 'none') : undefined}
                className="px-3 py-2 whitespace-nowrap"
              >
                {column.compare ? (
                  <button
                    type="button"
                    className="inline-flex min-h-11 items-center gap-1 font-semibold"
                    aria-label={sortLabel ? sortLabel(column.header) : undefined}
                    onClick={() => toggle(column.id)}
                  >
                    {column.header}
                    <SortIcon direction={direction} />
                  </button>
                ) : column.headerHidden ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <tr
            key={rowKey(row)}
            className={`border-t border-slate-200 ${rowClassName?.(row) ?? ''}`}
          >
            {columns.map((column) =>
              column.rowHeader ? (
                <th
                  key={column.id}
                  scope="row"
                  className={column.className ?? 'px-3 py-3 text-sm font-semibold'}
                >
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.id} className={column.className ?? 'px-3 py-3 text-sm'}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (visuallyHidden) return <div className="sr-only">{table}</div>;
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white">
      {/* The box scrolls, not the page; tabIndex lets a keyboard reach and scroll it. Relative, so
          the screen-reader-only text in its cells (absolutely placed) scrolls with it instead of
          widening the page at 375 px (issue 32). */}
      <div
        role="group"
        aria-labelledby={captionId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable box must be focusable (WCAG 2.1.1)
        tabIndex={0}
        className="relative overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {table}
      </div>
      {rows.length === 0 && empty ? <p className="p-4">{empty}</p> : null}
    </div>
  );
}

function SortIcon({ direction }: { direction: Direction | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className="size-4" />;
}
