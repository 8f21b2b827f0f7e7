import { fillTemplate, outcomesText } from '@pathways/content';
import type { FollowUp, FollowUpState } from '@pathways/schemas';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import type { BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{text.followUpsCaption}</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {text.columns.followUp}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {text.columns.due}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {text.columns.status}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {text.columns.result}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {placement.followUps.map((followUp) => (
                    <tr key={followUp.id} className="border-t border-slate-200 align-top">
                      <th scope="row" className="px-3 py-2 font-semibold">
                        {fillTemplate(text.followUpName, { day: String(followUp.day) })}
                      </th>
                      <td className="whitespace-nowrap px-3 py-2">{formatDay(followUp.dueOn)}</td>
                      <td className="px-3 py-2">
                        <Badge tone={stateTones[followUp.state]}>
                          {text.states[followUp.state]}
                        </Badge>
                      </td>
                      <td className="px-3 py-2">
                        {resultText(followUp)}
                        {followUp.state === 'due' || followUp.state === 'overdue' ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            className="ml-2"
                            aria-expanded={recording === followUp.id}
                            onClick={() =>
                              setRecording(recording === followUp.id ? null : followUp.id)
                            }
                          >
                            {fillTemplate(text.record, { day: String(followUp.day) })}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
