import { caseManagement, fillTemplate } from '@pathways/content';
import type { ClientRecord, Milestone } from '@pathways/schemas';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/portal/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useBuildPlan, useCompleteMilestone } from '../api/clients';
import { ErrorText, Section, formatDate } from '@/components/portal/parts';

const text = caseManagement.client;

/**
 * One step of the plan. "Mark done" asks first (issue 32: it cannot be undone here); once done,
 * the button gives way to the "Done" badge, so focus moves to the step itself, not to <body>.
 */
function MilestoneItem({
  milestone,
  complete,
}: {
  milestone: Milestone;
  complete: ReturnType<typeof useCompleteMilestone>;
}) {
  const [confirming, setConfirming] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const mine = complete.variables === milestone.id;
  return (
    <li
      ref={item}
      tabIndex={-1}
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
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${text.markDone}: ${milestone.name}`}
            >
              {text.markDone}
            </Button>
          }
          title={text.markDoneTitle}
          description={fillTemplate(text.markDoneText, { name: milestone.name })}
          confirmLabel={text.markDone}
          confirmVariant="primary"
          pendingLabel={text.markingDone}
          cancelLabel={text.keepOpen}
          pending={complete.isPending && mine}
          // Asked when the dialog lets go of the focus. Once the step is done, the refetched plan
          // (awaited before the mutation settles) has removed its "Mark done" button: the focus goes
          // to the step at once, not later from the mutation's callback, which would take it from
          // wherever the user went next. A cancelled dialog gives it back to the button.
          focusAfter={() => (item.current?.querySelector('button') ? null : item.current)}
          onConfirm={() =>
            complete.mutate(milestone.id, {
              onSuccess: () => setConfirming(false),
            })
          }
        >
          {mine ? <ErrorText error={complete.error} /> : null}
        </ConfirmDialog>
      )}
    </li>
  );
}

export function PlanSection({ client }: { client: ClientRecord }) {
  const build = useBuildPlan(client.id);
  const complete = useCompleteMilestone(client.id);
  return (
    <Section
      title={text.plan}
      action={
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={build.isPending}
          aria-busy={build.isPending || undefined}
          onClick={() => {
            if (!build.isPending) build.mutate(undefined);
          }}
        >
          {text.buildPlan}
        </Button>
      }
    >
      {client.milestones.length === 0 ? <p className="text-sm">{text.noMilestones}</p> : null}
      <ul className="flex flex-col gap-2">
        {client.milestones.map((milestone) => (
          <MilestoneItem key={milestone.id} milestone={milestone} complete={complete} />
        ))}
      </ul>
    </Section>
  );
}
