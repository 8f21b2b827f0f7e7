import { fillTemplate } from '@pathways/content';
import { FEDERAL_BOND_AMOUNT, FEDERAL_BOND_MONTHS } from '@pathways/schemas';
import type { PlacementTask } from '@pathways/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/portal/parts';
import { useMarkTaskDone } from '../api/fair-chance';
import { text } from './options';

const t = text.fairChance;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const tone = { open: 'neutral', overdue: 'danger', done: 'success' } as const;
/** The bond's figures come from the rules (@pathways/schemas fair-chance), never from the words. */
const bond = {
  bondAmount: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(FEDERAL_BOND_AMOUNT),
  bondMonths: String(FEDERAL_BOND_MONTHS),
};
const kindName = (kind: PlacementTask['kind']) => fillTemplate(t.kinds[kind], bond);

function WotcNotes({ wotc }: { wotc: NonNullable<PlacementTask['wotc']> }) {
  return (
    <>
      <span>{fillTemplate(t.credit, { amount: money.format(wotc.estimatedCredit) })}</span>
      <span>{wotc.authorization === 'lapsed' ? t.lapsed : t.authorized}</span>
      <span>{t.taxExempt}</span>
      {/* Only the derived result, and only with the client's consent: never answers or dates. */}
      <span data-testid="wotc-prescreen" className="font-semibold text-slate-900">
        {t.prescreen[wotc.prescreen]}
      </span>
    </>
  );
}

/**
 * A placement's incentive tasks with their deadlines, for the employer and the case worker, each
 * marked done from here. Iowa's state deduction is a link to check with a tax adviser, not a task.
 */
export function PlacementTasksList({ tasks }: { tasks: readonly PlacementTask[] }) {
  const markDone = useMarkTaskDone();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        {t.tasksIntro}{' '}
        <a className="underline" href="https://revenue.iowa.gov" rel="noreferrer">
          {t.iowaDeductionLink}
        </a>
      </p>
      {tasks.length === 0 ? <p>{t.noTasks}</p> : null}
      <ErrorText error={markDone.error} />
      <ul className="flex flex-col gap-3">
        {tasks.map((task) => (
          <li key={task.id} className="flex flex-col gap-1" data-testid={`task-${task.kind}`}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">{kindName(task.kind)}</span>
              <Badge tone={tone[task.state]}>{t.states[task.state]}</Badge>
              <span>{fillTemplate(t.due, { date: task.dueOn })}</span>
            </div>
            <span className="text-slate-700">
              {fillTemplate(t.forHire, {
                name: task.client.fullName,
                jobTitle: task.job.title,
                date: task.startDate,
              })}
            </span>
            {task.wotc ? <WotcNotes wotc={task.wotc} /> : null}
            {task.state === 'done' ? null : (
              <Button
                variant="secondary"
                className="self-start"
                disabled={markDone.isPending}
                aria-label={`${t.markDone}: ${kindName(task.kind)} (${task.client.fullName})`}
                onClick={() => markDone.mutate(task.id)}
              >
                {markDone.isPending ? t.marking : t.markDone}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
