import { fillTemplate, outcomesText } from '@pathways/content';
import type { DueFollowUp } from '@pathways/schemas';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DataTable, type Column } from '@/components/portal/data-table';
import { Badge } from '@/components/ui/badge';
import { ErrorText, Section } from '@/components/portal/parts';
import { useDueFollowUps } from '../api/placements';
import { formatDay } from '@/lib/outcome-format';
import { stateTones } from './placements-section';

const text = outcomesText.followUps;
const states = outcomesText.placements.states;

const columns: Column<DueFollowUp>[] = [
  {
    id: 'client',
    header: text.columns.client,
    cell: (row) => (
      <Link
        className="font-semibold text-brand-800 underline"
        to={paths.caseWorkerClient(row.client.id)}
      >
        {row.client.fullName}
      </Link>
    ),
  },
  {
    id: 'job',
    header: text.columns.job,
    cell: (row) =>
      fillTemplate(outcomesText.placements.placement, {
        job: row.jobTitle,
        employer: row.employerName,
      }),
  },
  {
    id: 'followUp',
    header: text.columns.followUp,
    cell: (row) => fillTemplate(outcomesText.placements.followUpName, { day: String(row.day) }),
  },
  {
    id: 'due',
    header: text.columns.due,
    cell: (row) => formatDay(row.dueOn),
    className: 'whitespace-nowrap px-3 py-3 text-sm',
  },
  {
    id: 'status',
    header: text.columns.status,
    cell: (row) => <Badge tone={stateTones[row.state]}>{states[row.state]}</Badge>,
  },
];

/** The case worker's one follow-up list (issue 14): due and overdue across their caseload. */
export function DueFollowUpsSection() {
  const followUps = useDueFollowUps();
  const rows = followUps.data?.followUps ?? [];
  return (
    <Section title={text.heading}>
      <p className="mb-3 text-sm text-slate-700">{text.intro}</p>
      <ErrorText error={followUps.error} />
      {followUps.data && rows.length === 0 ? <p className="text-sm">{text.none}</p> : null}
      {rows.length > 0 ? (
        <DataTable caption={text.heading} columns={columns} rows={rows} rowKey={(row) => row.id} />
      ) : null}
    </Section>
  );
}
