import { fillTemplate, outcomesText } from '@pathways/content';
import type { FollowUp, FollowUpState } from '@pathways/schemas';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import type { BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/portal/data-table';
import { ErrorText, Section } from '@/components/portal/parts';
import { useClientPlacements } from '../api/placements';
import { FollowUpForm } from './follow-up-form';
import { formatDay, formatMoney } from '@/lib/outcome-format';
import { ProgramsPart } from './programs-part';

const text = outcomesText.placements;

export const stateTones: Record<FollowUpState, BadgeTone> = {
  upcoming: 'neutral',
  due: 'accent',
  overdue: 'danger',
  recorded: 'success',
};

function resultText(followUp: FollowUp): string {
  if (followUp.stillEmployed === null) return '—';
  if (!followUp.stillEmployed) return text.notEmployed;
  const parts = [text.employed];
  if (followUp.sameEmployer !== null) {
    parts.push(followUp.sameEmployer ? text.sameEmployer : text.otherEmployer);
  }
  if (followUp.hourlyWage !== null) {
    parts.push(fillTemplate(text.resultWage, { wage: followUp.hourlyWage.toFixed(2) }));
  }
  return parts.join(', ');
}

/** A placement's five follow-ups; a due or overdue one has the button that opens its form. */
function followUpColumns(
  recording: number | null,
  setRecording: (id: number | null) => void,
): Column<FollowUp>[] {
  return [
    {
      id: 'followUp',
      header: text.columns.followUp,
      cell: (followUp) => fillTemplate(text.followUpName, { day: String(followUp.day) }),
      rowHeader: true,
    },
    {
      id: 'due',
      header: text.columns.due,
      cell: (followUp) => formatDay(followUp.dueOn),
      className: 'whitespace-nowrap px-3 py-3 text-sm',
    },
    {
      id: 'status',
      header: text.columns.status,
      cell: (followUp) => (
        <Badge tone={stateTones[followUp.state]}>{text.states[followUp.state]}</Badge>
      ),
    },
    {
      id: 'result',
      header: text.columns.result,
      cell: (followUp) => (
        <>
          {resultText(followUp)}
          {followUp.state === 'due' || followUp.state === 'overdue' ? (
            <Button
              size="sm"
              variant="secondary"
              className="ml-2"
              aria-expanded={recording === followUp.id}
              onClick={() => setRecording(recording === followUp.id ? null : followUp.id)}
            >
              {fillTemplate(text.record, { day: String(followUp.day) })}
            </Button>
          ) : null}
        </>
      ),
    },
  ];
}

/**
 * The client's placements on their record (issue 14), each with its five follow-ups; a follow-up
 * that is due or overdue can be recorded here. These are the plan's follow-up milestones too.
 */
export function PlacementsSection({ clientId }: { clientId: number }) {
  const placements = useClientPlacements(clientId);
  const [recording, setRecording] = useState<number | null>(null);
  return (
    <Section title={text.heading}>
      <ErrorText error={placements.error} />
      {placements.data?.placements.length === 0 ? <p className="text-sm">{text.none}</p> : null}
      <div className="flex flex-col gap-6">
        {placements.data?.placements.map((placement) => (
          <article key={placement.id} className="flex flex-col gap-2">
            <h3 className="font-semibold text-slate-900">
              {fillTemplate(text.placement, {
                job: placement.jobTitle,
                employer: placement.employerName,
              })}
            </h3>
            <p className="text-sm text-slate-700">
              {fillTemplate(text.started, { date: formatDay(placement.startDate) })} ·{' '}
              {fillTemplate(text.wage, {
                wage: formatMoney(placement.hourlyWage).replace('$', ''),
                hours: String(placement.hoursPerWeek),
              })}
            </p>
            <DataTable
              caption={text.followUpsCaption}
              columns={followUpColumns(recording, setRecording)}
              rows={placement.followUps}
              rowKey={(followUp) => followUp.id}
            />
            {placement.followUps
              .filter((followUp) => followUp.id === recording)
              .map((followUp) => (
                <FollowUpForm
                  key={followUp.id}
                  clientId={clientId}
                  followUp={followUp}
                  onDone={() => setRecording(null)}
                />
              ))}
          </article>
        ))}
      </div>
      {placements.data ? (
        <ProgramsPart clientId={clientId} enrollments={placements.data.programs} />
      ) : null}
    </Section>
  );
}
