import { caseManagement, fillTemplate } from '@pathways/content';
import type { ClientRecord } from '@pathways/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useBuildPlan, useCompleteMilestone } from '../api/clients';
import { Section, formatDate } from '@/components/portal/parts';

const text = caseManagement.client;

export function PlanSection({ client }: { client: ClientRecord }) {
  const build = useBuildPlan(client.id);
  const complete = useCompleteMilestone(client.id);
  return (
    <Section
      title={text.plan}
      action={
        <Button variant="secondary" size="sm" onClick={() => build.mutate(undefined)}>
          {text.buildPlan}
        </Button>
      }
    >
      {client.milestones.length === 0 ? <p className="text-sm">{text.noMilestones}</p> : null}
      <ul className="flex flex-col gap-2">
        {client.milestones.map((milestone) => (
          <li
            key={milestone.id}
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
          >
            <span>
              <span className="font-semibold text-slate-900">{milestone.name}</span>{' '}
              {milestone.dueDate ? (
                <span className="text-slate-700">
                  {fillTemplate(text.due, { date: formatDate(milestone.dueDate) })}
                </span>
              ) : null}
            </span>
            {milestone.completedAt ? (
              <Badge tone="success">{text.done}</Badge>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${text.markDone}: ${milestone.name}`}
                onClick={() => complete.mutate(milestone.id)}
              >
                {text.markDone}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
