import { FOLLOW_UP_WINDOW_DAYS, TASKS_PER_KIND } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Queryable } from '../../services/use-case-context.js';
import { addDays } from '../../services/office-time.js';

/*
 * The Today page's reads (issue 31.1): read-only, across tables other domains own, each bounded to
 * one caseload and TASKS_PER_KIND rows, with the full count beside them (`count(*) over ()`), so a
 * caseload of any size answers in one round trip a kind.
 */

/** Rows and how many there are in all. */
export interface Counted<Row> {
  rows: Row[];
  count: number;
}

function counted<Row extends { total: number | string }>(rows: Row[]): Counted<Row> {
  return { rows, count: Number(rows[0]?.total ?? 0) };
}

const total = sql<string>`count(*) over ()`.as('total');

/** The caseload's appointments in [start, end), not cancelled. */
export async function appointmentsBetween(
  db: Queryable,
  caseWorkerId: number,
  { start, end }: { start: Date; end: Date },
) {
  const rows = await db
    .selectFrom('appointments')
    .innerJoin('client_profiles as profile', 'profile.user_id', 'appointments.client_id')
    .innerJoin('users as client', 'client.id', 'appointments.client_id')
    .select([
      'appointments.id',
      'appointments.title',
      'appointments.date',
      'appointments.attendance',
      'client.id as client_id',
      'client.full_name as client_name',
      total,
    ])
    .where('profile.case_worker_id', '=', caseWorkerId)
    .where('appointments.date', '>=', start)
    .where('appointments.date', '<', end)
    .where('appointments.attendance', '!=', 'cancelled')
    .orderBy('appointments.date')
    .limit(TASKS_PER_KIND)
    .execute();
  return counted(rows);
}

/** Follow-ups not yet recorded from FOLLOW_UP_WINDOW_DAYS before they are due, and overdue ones. */
export async function followUpsDue(db: Queryable, caseWorkerId: number, today: string) {
  const rows = await db
    .selectFrom('placement_follow_ups as f')
    .innerJoin('placements as p', 'p.id', 'f.placement_id')
    .innerJoin('client_profiles as profile', 'profile.id', 'p.client_profile_id')
    .innerJoin('users as client', 'client.id', 'profile.user_id')
    .innerJoin('jobs', 'jobs.id', 'p.job_id')
    .select([
      'f.id',
      'f.day',
      sql<string>`f.due_on::text`.as('due_on'),
      'jobs.title as job_title',
      'client.id as client_id',
      'client.full_name as client_name',
      total,
    ])
    .where('profile.case_worker_id', '=', caseWorkerId)
    .where('f.recorded_at', 'is', null)
    .where('f.due_on', '<=', addDays(today, FOLLOW_UP_WINDOW_DAYS))
    .orderBy('f.due_on')
    .orderBy('f.id')
    .limit(TASKS_PER_KIND)
    .execute();
  return counted(rows);
}

/** Consents in force that end in [now, until). */
export async function consentsEndingBefore(
  db: Queryable,
  caseWorkerId: number,
  { now, until }: { now: Date; until: Date },
) {
  const rows = await db
    .selectFrom('consents')
    .innerJoin('client_profiles as profile', 'profile.user_id', 'consents.client_id')
    .innerJoin('users as client', 'client.id', 'consents.client_id')
    .select([
      'consents.id',
      'consents.scope',
      'consents.recipient',
      'consents.expires_at',
      'client.id as client_id',
      'client.full_name as client_name',
      total,
    ])
    .where('profile.case_worker_id', '=', caseWorkerId)
    .where('consents.revoked_at', 'is', null)
    .where('consents.expires_at', '>=', now)
    .where('consents.expires_at', '<', until)
    .orderBy('consents.expires_at')
    .limit(TASKS_PER_KIND)
    .execute();
  return counted(rows);
}

/**
 * Clients whose messages since staff last wrote to them have waited since before `cutoff`: the
 * oldest unanswered one's time, per client.
 */
export async function threadsWaitingSince(db: Queryable, caseWorkerId: number, cutoff: Date) {
  const rows = await db
    .selectFrom('case_messages as message')
    .innerJoin('client_profiles as profile', 'profile.user_id', 'message.client_id')
    .innerJoin('users as client', 'client.id', 'message.client_id')
    .select([
      'client.id as client_id',
      'client.full_name as client_name',
      sql<Date>`min(message.sent_at)`.as('waiting_since'),
      total,
    ])
    .where('profile.case_worker_id', '=', caseWorkerId)
    .where('message.from_client', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('case_messages as answer')
            .select('answer.id')
            .whereRef('answer.client_id', '=', 'message.client_id')
            .where('answer.from_client', '=', false)
            .whereRef('answer.sent_at', '>=', 'message.sent_at'),
        ),
      ),
    )
    .groupBy(['client.id', 'client.full_name'])
    .having(sql<Date>`min(message.sent_at)`, '<=', cutoff)
    .orderBy(sql`min(message.sent_at)`)
    .limit(TASKS_PER_KIND)
    .execute();
  return counted(rows);
}

/**
 * What needs a case worker's eye on a client's file: an open request to move an appointment, no
 * phone number to reach them on, and (looking for work) no resume or summary of experience.
 */
export async function profileAlerts(db: Queryable, caseWorkerId: number) {
  const rows = await db
    .selectFrom('client_profiles as profile')
    .innerJoin('users as client', 'client.id', 'profile.user_id')
    .select([
      'client.id as client_id',
      'client.full_name as client_name',
      'profile.intake_date',
      sql<Date | null>`(select min(request.requested_at) from reschedule_requests as request
        where request.client_id = client.id and request.resolved_at is null)`.as(
        'reschedule_requested_at',
      ),
      sql<boolean>`coalesce(profile.phone, client.phone) is null`.as('no_phone'),
      sql<boolean>`profile.current_status = 'Job Searching'
        and profile.resume_url is null and profile.resume_summary is null`.as('no_resume'),
      total,
    ])
    .where('profile.case_worker_id', '=', caseWorkerId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('reschedule_requests as request')
            .select('request.id')
            .whereRef('request.client_id', '=', 'client.id')
            .where('request.resolved_at', 'is', null),
        ),
        sql<boolean>`coalesce(profile.phone, client.phone) is null`,
        sql<boolean>`profile.current_status = 'Job Searching'
          and profile.resume_url is null and profile.resume_summary is null`,
      ]),
    )
    .orderBy('profile.intake_date')
    .orderBy('client.id')
    .limit(TASKS_PER_KIND)
    .execute();
  return counted(rows);
}

/** The active case workers, for an admin choosing whose day to see. */
export function listActiveCaseWorkers(db: Queryable) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('role', '=', 'caseWorker')
    .where('deactivated_at', 'is', null)
    .orderBy('full_name')
    .execute();
}

export function findStaffName(db: Queryable, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'role'])
    .where('id', '=', id)
    .where('role', 'in', ['caseWorker', 'admin'])
    .executeTakeFirst();
}
