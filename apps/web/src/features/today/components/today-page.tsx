import { fillTemplate, todayPage } from '@pathways/content';
import { taskKinds } from '@pathways/schemas';
import type { MyTask, MyTasks, TaskKind } from '@pathways/schemas';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { DashboardQuery } from '@/components/portal/query-boundary';
import { PageIntro, Section, formatDate, formatTime } from '@/components/portal/parts';
import { useUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyTasks } from '../api/my-tasks';

const text = todayPage;

/**
 * Today (issue 31.1): the case worker's landing view. Each kind of task in its own section with its
 * count; each task names its client, when it is due and links to where to act. An admin chooses the
 * case worker whose day to see.
 */
export function TodayPage() {
  useDocumentTitle(text.title);
  const { data: user } = useUser();
  const [caseWorkerId, setCaseWorkerId] = useState<number | undefined>(undefined);
  const query = useMyTasks(caseWorkerId);
  const selectId = useId();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.intro} />
      <DashboardQuery query={query} skeletonCards={0}>
        {(data) => (
          <>
            {user?.role === 'admin' ? (
              <div className="flex flex-col gap-1">
                <label htmlFor={selectId} className="font-semibold">
                  {text.chooseCaseWorker}
                </label>
                <span className="text-sm text-slate-600">{text.chooseCaseWorkerHint}</span>
                <select
                  id={selectId}
                  className="min-h-11 max-w-sm rounded-md border border-slate-400 bg-white px-3"
                  value={caseWorkerId ?? data.caseWorker.id}
                  onChange={(event) => setCaseWorkerId(Number(event.target.value))}
                >
                  {!data.caseWorkers.some((worker) => worker.id === data.caseWorker.id) ? (
                    <option value={data.caseWorker.id}>{data.caseWorker.fullName}</option>
                  ) : null}
                  {data.caseWorkers.map((worker) => (
                    <option key={worker.id} value={worker.id}>
                      {worker.fullName}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <p className="text-slate-700">
              {fillTemplate(text.asOf, { day: formatDate(`${data.asOf}T12:00:00.000Z`) })} ·{' '}
              {fillTemplate(text.total, { count: String(data.total) })}
            </p>
            {data.total === 0 ? <p>{text.empty}</p> : null}
            {taskKinds.map((kind) => (
              <TaskSection key={kind} kind={kind} data={data} />
            ))}
          </>
        )}
      </DashboardQuery>
    </div>
  );
}

function TaskSection({ kind, data }: { kind: TaskKind; data: MyTasks }) {
  const tasks = data.tasks.filter((task) => task.kind === kind);
  const count = data.counts[kind];
  if (count === 0) return null;
  return (
    <Section title={`${text.kinds[kind]} (${count})`}>
      <ul className="flex flex-col divide-y divide-slate-200">
        {tasks.map((task) => (
          <TaskItem key={task.key} task={task} />
        ))}
      </ul>
      {tasks.length < count ? (
        <p className="mt-2 text-sm text-slate-600">
          {fillTemplate(text.more, { shown: String(tasks.length), count: String(count) })}
        </p>
      ) : null}
    </Section>
  );
}

function TaskItem({ task }: { task: MyTask }) {
  const when = task.kind === 'appointment' ? formatTime(task.dueAt) : `${formatDate(task.dueAt)}`;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
      <Link
        to={task.href}
        className="min-h-11 content-center font-semibold text-brand-800 underline"
        aria-label={fillTemplate(text.open, { name: task.client.fullName })}
      >
        {task.client.fullName}
      </Link>
      <span>{task.detail}</span>
      <span className="text-sm text-slate-700">{fillTemplate(text.due, { when })}</span>
      {task.overdue ? <Badge tone="danger">{text.overdue}</Badge> : null}
    </li>
  );
}
