import type { PlacementTaskKind, TaskReminderDay } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Queryable } from '../../services/use-case-context.js';

/**
 * Every query of `placement_tasks` (issue 29 point 4) but the Today page's (domains/tasks/
 * repository.ts, over the case worker's caseload): its only writer. A placement's incentive
 * paperwork (WOTC Form 8850, the Federal Bonding request) with due dates, for the employer and the
 * client's case worker, and the reminders already sent.
 */
function taskSelect(db: Queryable) {
  return (
    db
      .selectFrom('placement_tasks as task')
      .innerJoin('placements as p', 'p.id', 'task.placement_id')
      .innerJoin('client_profiles as profile', 'profile.id', 'p.client_profile_id')
      .innerJoin('users as client', 'client.id', 'profile.user_id')
      .innerJoin('jobs', 'jobs.id', 'p.job_id')
      .innerJoin('employers', 'employers.id', 'p.employer_id')
      .innerJoin('users as employer_user', 'employer_user.id', 'employers.user_id')
      .leftJoin('users as worker', 'worker.id', 'profile.case_worker_id')
      // The client's WOTC pre-screen of the hired application: sealed, opened only to derive the result.
      .leftJoin('wotc_prescreens as pre', 'pre.application_id', 'p.application_id')
      .select([
        'task.id',
        'task.placement_id',
        'task.kind',
        sql<string>`task.due_on::text`.as('due_on'),
        'task.done_at',
        'task.reminded_7_at',
        'task.reminded_2_at',
        sql<string>`p.start_date::text`.as('start_date'),
        'p.hourly_wage',
        'p.hours_per_week',
        'client.id as client_id',
        'client.full_name as client_name',
        'jobs.title as job_title',
        'employers.company_name',
        'employers.user_id as employer_user_id',
        'employer_user.email as employer_email',
        'employer_user.full_name as employer_name',
        'profile.case_worker_id',
        'worker.email as worker_email',
        'worker.full_name as worker_name',
        'pre.declined as prescreen_declined',
        'pre.answers as prescreen_answers',
        'pre.consent_to_share as prescreen_consent',
      ])
  );
}
export type PlacementTaskRow = Awaited<ReturnType<typeof findPlacementTask>> & object;

export function findPlacementTask(db: Queryable, id: number) {
  return taskSelect(db).where('task.id', '=', id).executeTakeFirst();
}

/** The tasks of one employer user's placements, soonest first. */
export function listTasksForEmployer(db: Queryable, employerUserId: number) {
  return taskSelect(db)
    .where('employers.user_id', '=', employerUserId)
    .orderBy('task.due_on')
    .orderBy('task.id')
    .execute();
}

/** The tasks of one client's placements, soonest first. */
export function listTasksForClient(db: Queryable, clientId: number) {
  return taskSelect(db)
    .where('client.id', '=', clientId)
    .orderBy('task.due_on')
    .orderBy('task.id')
    .execute();
}

/** The open tasks due between `from` and `until` (inclusive), for the reminder job. */
export function listOpenTasksDueBetween(db: Queryable, from: string, until: string) {
  return taskSelect(db)
    .where('task.done_at', 'is', null)
    .where('task.due_on', '>=', from)
    .where('task.due_on', '<=', until)
    .orderBy('task.due_on')
    .orderBy('task.id')
    .execute();
}

/** A placement's tasks, each once (a second call adds nothing). */
export async function insertPlacementTasks(
  db: Queryable,
  placementId: number,
  dueDates: Readonly<Record<PlacementTaskKind, string>>,
): Promise<void> {
  await db
    .insertInto('placement_tasks')
    .values(
      Object.entries(dueDates).map(([kind, dueOn]) => ({
        placement_id: placementId,
        kind: kind as PlacementTaskKind,
        due_on: dueOn,
      })),
    )
    .onConflict((oc) => oc.columns(['placement_id', 'kind']).doNothing())
    .execute();
}

/** Marks a task done unless it already is (the first time is kept). */
export async function markTaskDone(
  db: Queryable,
  input: { id: number; by: number; at: Date },
): Promise<void> {
  await db
    .updateTable('placement_tasks')
    .set({ done_at: input.at, done_by: input.by })
    .where('id', '=', input.id)
    .where('done_at', 'is', null)
    .execute();
}

/**
 * Claims a task's reminder: true for the one caller that set it (so a reminder is sent once, even
 * with two runs at the same time). Claiming the 2-day reminder also closes the 7-day one, so a task
 * created inside the last week never gets two e-mails at once.
 */
export async function claimReminder(
  db: Queryable,
  input: { id: number; day: TaskReminderDay; at: Date },
): Promise<boolean> {
  const column = input.day === 7 ? 'reminded_7_at' : 'reminded_2_at';
  const result = await db
    .updateTable('placement_tasks')
    .set(
      input.day === 7
        ? { reminded_7_at: input.at }
        : { reminded_2_at: input.at, reminded_7_at: sql`coalesce(reminded_7_at, ${input.at})` },
    )
    .where('id', '=', input.id)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
