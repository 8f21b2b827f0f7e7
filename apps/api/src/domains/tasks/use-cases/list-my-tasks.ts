import { taskKinds } from '@pathways/schemas';
import type { MyTasks, TaskKind } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { officeDay } from '../../../services/office-time.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { caseloadToView } from '../../clients/policy.js';
import { findStaffName, listActiveCaseWorkers } from '../repository.js';
import { taskSources } from '../sources.js';

const NO_CASE_WORKER = 'No such case worker';

/**
 * A case worker's Today list (issue 31.1): every kind of task across their caseload, soonest
 * first, overdue ones before the rest, with a count of each kind. An admin chooses whose.
 */
export async function listMyTasks(
  { db, now }: UseCaseContext,
  actor: Actor,
  input: { caseWorkerId?: number | undefined },
): Promise<MyTasks> {
  const caseWorkerId = caseloadToView(actor, input.caseWorkerId, NO_CASE_WORKER);
  const [worker, caseWorkers] = await Promise.all([
    findStaffName(db, caseWorkerId),
    actor.role === 'admin' ? listActiveCaseWorkers(db) : Promise.resolve([]),
  ]);
  if (!worker) throw new HttpError(404, NO_CASE_WORKER);
  const results = await Promise.all(
    taskKinds.map(
      async (kind) => [kind, await taskSources[kind]({ db, caseWorkerId, now })] as const,
    ),
  );
  const counts = Object.fromEntries(
    results.map(([kind, result]) => [kind, result.count]),
  ) as Record<TaskKind, number>;
  const tasks = results
    .flatMap(([, result]) => result.tasks)
    .sort(
      (a, b) =>
        Number(b.overdue) - Number(a.overdue) ||
        a.dueAt.localeCompare(b.dueAt) ||
        a.key.localeCompare(b.key),
    );
  return {
    asOf: officeDay(now),
    caseWorker: { id: worker.id, fullName: worker.full_name },
    counts,
    total: results.reduce((sum, [, result]) => sum + result.count, 0),
    tasks,
    caseWorkers: caseWorkers.map((row) => ({ id: row.id, fullName: row.full_name })),
  };
}
