import { fillTemplate, outcomesText } from '@pathways/content';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ErrorText, Section } from '@/components/portal/parts';
import { useDueFollowUps } from '../api/placements';
import { formatDay } from '@/lib/outcome-format';
import { stateTones } from './placements-section';

const text = outcomesText.followUps;
const states = outcomesText.placements.states;

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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{text.heading}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {text.columns.client}
                </th>
                <th scope="col" className="px-3 py-2">
                  {text.columns.job}
                </th>
                <th scope="col" className="px-3 py-2">
                  {text.columns.followUp}
                </th>
                <th scope="col" className="px-3 py-2">
                  {text.columns.due}
                </th>
                <th scope="col" className="px-3 py-2">
                  {text.columns.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  <td className="px-3 py-2">
                    <Link
                      className="font-semibold text-brand-800 underline"
                      to={`/dashboard/case-worker/clients/${row.client.id}`}
                    >
                      {row.client.fullName}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {fillTemplate(outcomesText.placements.placement, {
                      job: row.jobTitle,
                      employer: row.employerName,
                    })}
                  </td>
                  <td className="px-3 py-2">
                    {fillTemplate(outcomesText.placements.followUpName, { day: String(row.day) })}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{formatDay(row.dueOn)}</td>
                  <td className="px-3 py-2">
                    <Badge tone={stateTones[row.state]}>{states[row.state]}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Section>
  );
}
