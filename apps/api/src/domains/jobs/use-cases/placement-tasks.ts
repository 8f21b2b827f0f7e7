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
import { prescreenResult } from '../wotc-prescreen-view.js';

const NO_TASK = 'No such task';

/**
 * A task as `actor` reads it. On a WOTC task the client's pre-screen result is derived for the
 * placement's start date (the hiring date of 26 U.S.C. §51(d)(4)), with consent only, the read
 * logged; the employer never reads the answers or the dates.
 */
async function taskView(
  context: UseCaseContext,
  actor: Actor,
  row: PlacementTaskRow,
): Promise<PlacementTask> {
  const stored =
    row.kind === 'wotcForm8850' && row.prescreen_answers !== null
      ? {
          declined: row.prescreen_declined === true,
          answers: row.prescreen_answers,
          consent_to_share: row.prescreen_consent === true,
        }
      : null;
  const prescreen = await prescreenResult(
    context,
    { readerId: actor.id, clientId: row.client_id, hiringDate: row.start_date },
    stored,
  );
  return placementTaskView(row, dayOf(context.now), prescreen);
}

async function taskViews(
  context: UseCaseContext,
  actor: Actor,
  rows: readonly PlacementTaskRow[],
): Promise<PlacementTask[]> {
  const views: PlacementTask[] = [];
  for (const row of rows) views.push(await taskView(context, actor, row));
  return views;
}

/** The incentive tasks of the employer's own placements. */
export async function listEmployerPlacementTasks(
  context: UseCaseContext,
  actor: Actor,
): Promise<{ tasks: PlacementTask[] }> {
  const rows = await listTasksForEmployer(context.db, actor.id);
  return { tasks: await taskViews(context, actor, rows) };
}

/** A client's incentive tasks, for their case worker (404 outside the caseload). */
export async function listClientPlacementTasks(
  context: UseCaseContext,
  actor: Actor,
  clientId: number,
): Promise<{ tasks: PlacementTask[] }> {
  await clientWithinReach(context.db, actor, clientId);
  const rows = await listTasksForClient(context.db, clientId);
  return { tasks: await taskViews(context, actor, rows) };
}

/** The placement's employer, the client's case worker, or an admin. */
function mayReachTask(actor: Actor, row: PlacementTaskRow): boolean {
  if (actor.role === 'employer') return row.employer_user_id === actor.id;
  return mayReachCaseOf(actor, row.case_worker_id);
}

/** Marks a task done; again is harmless (the first time is kept). 404 outside the caller's reach. */
export async function markPlacementTaskDone(
  context: UseCaseContext,
  actor: Actor,
  taskId: number,
): Promise<PlacementTask> {
  const { db, now } = context;
  const row = await findPlacementTask(db, taskId);
  if (!row || !mayReachTask(actor, row)) throw new HttpError(404, NO_TASK);
  await markTaskDone(db, { id: row.id, by: actor.id, at: now });
  const updated = await findPlacementTask(db, taskId);
  if (!updated) throw new HttpError(404, NO_TASK);
  return taskView(context, actor, updated);
}
