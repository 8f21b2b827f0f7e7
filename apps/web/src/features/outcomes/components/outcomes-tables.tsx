import { fillTemplate, outcomesText } from '@pathways/content';
import type { OutcomeGroup, Outcomes, Ratio, Retention } from '@pathways/schemas';
import { DataTable, type Column } from '@/components/portal/data-table';
import { formatCount, formatMoney, formatPercent } from '@/lib/outcome-format';

const text = outcomesText.outcomes;
export const RETENTION_90 = 90;
export const RETENTION_365 = 365;

export function rateText(figure: Ratio): string {
  return figure.rate === null ? text.notMeasured : formatPercent(figure.rate);
}

export function ofTotal(figure: Ratio): string {
  return fillTemplate(text.ofTotal, {
    numerator: formatCount(figure.numerator),
    denominator: formatCount(figure.denominator),
  });
}

export function retentionAt(group: OutcomeGroup, day: number): Ratio {
  return (
    group.retention.find((retention) => retention.day === day)?.employed ?? {
      numerator: 0,
      denominator: 0,
      rate: null,
    }
  );
}

export function wageText(median: number | null): string {
  return median === null ? '—' : fillTemplate(text.perHour, { wage: formatMoney(median) });
}

const dayLabel = (day: number) => fillTemplate(text.dayLabel, { day: String(day) });

/** A rate with its numerator and denominator beside it, so no figure stands without its base. */
function ratioCell(figure: Ratio) {
  return (
    <>
      {rateText(figure)} <span className="text-slate-700">({ofTotal(figure)})</span>
    </>
  );
}

const breakdownColumns: Column<OutcomeGroup>[] = [
  { id: 'group', header: text.columns.group, cell: (group) => group.label, rowHeader: true },
  {
    id: 'placements',
    header: text.columns.placements,
    cell: (group) => formatCount(group.placements),
  },
  {
    id: 'startingWage',
    header: text.columns.startingWage,
    cell: (group) => wageText(group.startingWage.median),
  },
  ...[RETENTION_90, RETENTION_365].map((day) => ({
    id: `retention-${day}`,
    header: fillTemplate(text.columns.retentionAt, { day: String(day) }),
    cell: (group: OutcomeGroup) => ratioCell(retentionAt(group, day)),
  })),
];

export function BreakdownTable({
  caption,
  groups,
}: {
  caption: string;
  groups: readonly OutcomeGroup[];
}) {
  return (
    <DataTable
      caption={caption}
      columns={breakdownColumns}
      rows={groups}
      rowKey={(group) => group.key}
    />
  );
}

const retentionColumns: Column<Retention>[] = [
  {
    id: 'followUp',
    header: text.columns.followUp,
    cell: (retention) => dayLabel(retention.day),
    rowHeader: true,
  },
  {
    id: 'employed',
    header: text.columns.employed,
    cell: (retention) => formatCount(retention.employed.numerator),
  },
  {
    id: 'measured',
    header: text.columns.measured,
    cell: (retention) => formatCount(retention.employed.denominator),
  },
  { id: 'rate', header: text.columns.rate, cell: (retention) => rateText(retention.employed) },
  {
    id: 'notRecorded',
    header: text.columns.notRecorded,
    cell: (retention) => formatCount(retention.notRecorded),
  },
];

export function RetentionTable({ retention }: { retention: readonly Retention[] }) {
  return (
    <DataTable
      caption={text.retentionCaption}
      columns={retentionColumns}
      rows={retention}
      rowKey={(row) => row.day}
    />
  );
}

interface WageRow {
  key: string;
  when: string;
  median: number | null;
  count: number;
}

const wageColumns: Column<WageRow>[] = [
  { id: 'when', header: text.columns.when, cell: (row) => row.when, rowHeader: true },
  { id: 'median', header: text.columns.medianWage, cell: (row) => wageText(row.median) },
  { id: 'wages', header: text.columns.wages, cell: (row) => formatCount(row.count) },
];

/** Wages at placement, then at each follow-up that recorded one. */
export function WagesTable({ data }: { data: Outcomes }) {
  const rows: WageRow[] = [
    {
      key: 'placement',
      when: text.atPlacement,
      median: data.overall.startingWage.median,
      count: data.overall.startingWage.count,
    },
    ...data.followUpWages.map((wage) => ({
      key: `day-${wage.day}`,
      when: dayLabel(wage.day),
      median: wage.median,
      count: wage.count,
    })),
  ];
  return (
    <DataTable
      caption={text.wagesCaption}
      columns={wageColumns}
      rows={rows}
      rowKey={(row) => row.key}
    />
  );
}
