import type { PlacementTask } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach, mayReachCaseOf } from '../../clients/policy.js';
import { dayOf } from '../dates.js';
import { placementTaskView } from '../placement-task-view.js';
import {
  findPlacementTask,
  listTasksForClient,
  listTasksForEmployer,
  markTaskDone,
} from '../placement-tasks-repository.js';
import type { PlacementTaskRow } from '../placement-tasks-repository.js';

const NO_TASK = 'No such task';

/** The incentive tasks of the employer's own placements. */
export async function listEmployerPlacementTasks(
  { db, now }: UseCaseContext,
  actor: Actor,
): Promise<{ tasks: PlacementTask[] }> {
  const rows = await listTasksForEmployer(db, actor.id);
  return { tasks: rows.map((row) => placementTaskView(row, dayOf(now))) };
}

/** A client's incentive tasks, for their case worker (404 outside the caseload). */
export async function listClientPlacementTasks(
  { db, now }: UseCaseContext,
  actor: Actor,
  clientId: number,
): Promise<{ tasks: PlacementTask[] }> {
  await clientWithinReach(db, actor, clientId);
  const rows = await listTasksForClient(db, clientId);
  return { tasks: rows.map((row) => placementTaskView(row, dayOf(now))) };
}

/** The placement's employer, the client's case worker, or an admin. */
function mayReachTask(actor: Actor, row: PlacementTaskRow): boolean {
  if (actor.role === 'employer') return row.employer_user_id === actor.id;
  return mayReachCaseOf(actor, row.case_worker_id);
}

/** Marks a task done; again is harmless (the first time is kept). 404 outside the caller's reach. */
export async function markPlacementTaskDone(
  { db, now }: UseCaseContext,
  actor: Actor,
  taskId: number,
): Promise<PlacementTask> {
  const row = await findPlacementTask(db, taskId);
  if (!row || !mayReachTask(actor, row)) throw new HttpError(404, NO_TASK);
  await markTaskDone(db, { id: row.id, by: actor.id, at: now });
  const updated = await findPlacementTask(db, taskId);
  if (!updated) throw new HttpError(404, NO_TASK);
  return placementTaskView(updated, dayOf(now));
}
