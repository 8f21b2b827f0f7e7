import { FOLLOW_UP_WINDOW_DAYS } from '@pathways/schemas';
import type { DueFollowUp, FollowUp, FollowUpState, Placement } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Queryable } from '../../services/use-case-context.js';
import { daysAfterDate } from './dates.js';

/** Every read of placements, their follow-ups and program enrolments (writes: placement-writes.ts). */

/** Where a follow-up stands on `today`: recorded, overdue, due (within the window), or upcoming. */
export function followUpState(
  dueOn: string,
  recordedAt: Date | null,
  today: string,
): FollowUpState {
  if (recordedAt) return 'recorded';
  if (dueOn < today) return 'overdue';
  if (dueOn <= daysAfterDate(today, FOLLOW_UP_WINDOW_DAYS)) return 'due';
  return 'upcoming';
}

function followUpColumns(db: Queryable) {
  return db
    .selectFrom('placement_follow_ups as f')
    .leftJoin('users as recorder', 'recorder.id', 'f.recorded_by')
    .select([
      'f.id',
      'f.placement_id',
      'f.day',
      sql<string>`f.due_on::text`.as('due_on'),
      'f.recorded_at',
      'f.recorded_by',
      'recorder.full_name as recorder_name',
      'f.still_employed',
      'f.same_employer',
      sql<number | null>`f.hourly_wage::float8`.as('hourly_wage'),
      'f.notes',
      'f.version',
      'f.milestone_id',
    ]);
}

type FollowUpRow = Awaited<ReturnType<ReturnType<typeof followUpColumns>['execute']>>[number];

export function toFollowUp(row: FollowUpRow, today: string): FollowUp {
  return {
    id: row.id,
    day: row.day,
    dueOn: row.due_on,
    state: followUpState(row.due_on, row.recorded_at, today),
    recordedAt: row.recorded_at?.toISOString() ?? null,
    recordedBy:
      row.recorded_by !== null && row.recorder_name !== null
        ? { id: row.recorded_by, fullName: row.recorder_name }
        : null,
    stillEmployed: row.still_employed,
    sameEmployer: row.same_employer,
    hourlyWage: row.hourly_wage === null ? null : Number(row.hourly_wage),
    notes: row.notes,
    version: row.version,
  };
}

export function findFollowUp(db: Queryable, id: number) {
  return followUpColumns(db)
    .innerJoin('placements as p', 'p.id', 'f.placement_id')
    .innerJoin('client_profiles as profile', 'profile.id', 'p.client_profile_id')
    .select(['profile.user_id as client_id', 'profile.case_worker_id'])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

/** A client's placements, newest first, each with its follow-ups in order. */
export async function listClientPlacements(
  db: Queryable,
  clientUserId: number,
  today: string,
): Promise<Placement[]> {
  const placements = await db
    .selectFrom('placements as p')
    .innerJoin('client_profiles as profile', 'profile.id', 'p.client_profile_id')
    .innerJoin('jobs', 'jobs.id', 'p.job_id')
    .innerJoin('employers', 'employers.id', 'p.employer_id')
    .select([
      'p.id',
      'p.application_id',
      'jobs.title',
      'employers.company_name',
      sql<string>`p.start_date::text`.as('start_date'),
      sql<number>`p.hourly_wage::float8`.as('hourly_wage'),
      'p.hours_per_week',
      'p.created_at',
    ])
    .where('profile.user_id', '=', clientUserId)
    .orderBy('p.start_date', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  if (placements.length === 0) return [];
  const followUps = await followUpColumns(db)
    .where(
      'f.placement_id',
      'in',
      placements.map((placement) => placement.id),
    )
    .orderBy('f.day')
    .execute();
  return placements.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    jobTitle: row.title,
    employerName: row.company_name,
    startDate: row.start_date,
    hourlyWage: Number(row.hourly_wage),
    hoursPerWeek: row.hours_per_week,
    createdAt: row.created_at.toISOString(),
    followUps: followUps
      .filter((followUp) => followUp.placement_id === row.id)
      .map((followUp) => toFollowUp(followUp, today)),
  }));
}

/** The most rows the case worker's list shows: the oldest overdue first. */
export const DUE_FOLLOW_UPS_LIMIT = 200;

/** Open follow-ups due within the window or overdue, across a caseload (or all, for `null`). */
export async function listDueFollowUps(
  db: Queryable,
  caseWorkerId: number | null,
  today: string,
): Promise<DueFollowUp[]> {
  const horizon = daysAfterDate(today, FOLLOW_UP_WINDOW_DAYS);
  const rows = await followUpColumns(db)
    .innerJoin('placements as p', 'p.id', 'f.placement_id')
    .innerJoin('client_profiles as profile', 'profile.id', 'p.client_profile_id')
    .innerJoin('users as client', 'client.id', 'profile.user_id')
    .innerJoin('jobs', 'jobs.id', 'p.job_id')
    .innerJoin('employers', 'employers.id', 'p.employer_id')
    .select(['client.id as client_id', 'client.full_name as client_name'])
    .select(['jobs.title as job_title', 'employers.company_name'])
    .where('f.recorded_at', 'is', null)
    .where('f.due_on', '<=', horizon)
    .$if(caseWorkerId !== null, (qb) => qb.where('profile.case_worker_id', '=', caseWorkerId))
    .orderBy('f.due_on')
    .orderBy('f.id')
    .limit(DUE_FOLLOW_UPS_LIMIT)
    .execute();
  return rows.map((row) => ({
    ...toFollowUp(row, today),
    placementId: row.placement_id,
    client: { id: row.client_id, fullName: row.client_name },
    jobTitle: row.job_title,
    employerName: row.company_name,
  }));
}

/** Whether the client (by user id) has a placement: its follow-ups are then dated from its start. */
export async function clientHasPlacement(db: Queryable, clientUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('placements')
    .innerJoin('client_profiles as profile', 'profile.id', 'placements.client_profile_id')
    .select('placements.id')
    .where('profile.user_id', '=', clientUserId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A client's training-program enrolments (by client profile), newest first. */
export async function listProgramEnrollments(db: Queryable, clientProfileId: number) {
  const rows = await db
    .selectFrom('program_enrollments')
    .select(['id', 'program', sql<string>`enrolled_on::text`.as('enrolled_on')])
    .where('client_profile_id', '=', clientProfileId)
    .orderBy('enrolled_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, program: row.program, enrolledOn: row.enrolled_on }));
}

/** The client profile of a client (by user id). */
export async function profileIdOf(
  db: Queryable,
  clientUserId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('client_profiles')
    .select('id')
    .where('user_id', '=', clientUserId)
    .executeTakeFirst();
  return row?.id;
}
