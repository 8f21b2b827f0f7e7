import { FOLLOW_UP_WINDOW_DAYS } from '@pathways/schemas';
import type { PlacementTaskKind } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Queryable } from '../../services/use-case-context.js';
import { addDays } from '../../services/office-time.js';

/*
 * The Today page's reads (issue 31.1): read-only, across tables other domains own, each bounded to
 * one caseload and TASKS_PER_KIND rows, with the full count beside them (`count(*) over ()`). Each
 * returns its query unrun: the use case sends every kind in one statement (one round trip, one
 * database process) over the `caseload` it reads once, which keeps the page under 50 ms (p95) on
 * the 5,000-client bench.
 */

const total = sql<string>`count(*) over ()`.as('total');

/** One client of the caseload, as every kind of task reads them. */
export interface CaseloadClient {
  profile_id: number;
  client_id: number;
  client_name: string;
  intake_date: Date;
  no_phone: boolean;
  no_resume: boolean;
}

/** The case worker's clients: the `caseload` table of Today's statement (a materialized CTE). */
export function caseloadOf(db: Queryable, caseWorkerId: number) {
  return db
    .selectFrom('client_profiles as profile')
    .innerJoin('users as client', 'client.id', 'profile.user_id')
    .select([
      'profile.id as profile_id',
      'client.id as client_id',
      'client.full_name as client_name',
      'profile.intake_date',
      sql<boolean>`coalesce(profile.phone, client.phone) is null`.as('no_phone'),
      sql<boolean>`profile.current_status = 'Job Searching'
        and profile.resume_url is null and profile.resume_summary is null`.as('no_resume'),
    ])
    .where('profile.case_worker_id', '=', caseWorkerId);
}

/** The database as Today's sources see it: with the statement's `caseload` (types only). */
export type TodayDb = Kysely<Database & { caseload: CaseloadClient }>;

export function todayDb(db: Queryable): TodayDb {
  return (db as Kysely<Database>).withTables<{ caseload: CaseloadClient }>();
}

/** At most this many of a kind; `total` says how many there are. */
type Limit = number;

/** The caseload's appointments in [start, end), not cancelled. */
export function appointmentsBetween(
  db: TodayDb,
  limit: Limit,
  { start, end }: { start: Date; end: Date },
) {
  return db
    .selectFrom('caseload')
    .innerJoin('appointments', 'appointments.client_id', 'caseload.client_id')
    .select([
      'appointments.id',
      'appointments.title',
      'appointments.date',
      'appointments.attendance',
      'caseload.client_id',
      'caseload.client_name',
      total,
    ])
    .where('appointments.date', '>=', start)
    .where('appointments.date', '<', end)
    .where('appointments.attendance', '!=', 'cancelled')
    .orderBy('appointments.date')
    .orderBy('appointments.id')
    .limit(limit);
}

/** Follow-ups not yet recorded from FOLLOW_UP_WINDOW_DAYS before they are due, and overdue ones. */
export function followUpsDue(db: TodayDb, limit: Limit, today: string) {
  return db
    .selectFrom('caseload')
    .innerJoin('placements as p', 'p.client_profile_id', 'caseload.profile_id')
    .innerJoin('placement_follow_ups as f', 'f.placement_id', 'p.id')
    .innerJoin('jobs', 'jobs.id', 'p.job_id')
    .select([
      'f.id',
      'f.day',
      sql<string>`f.due_on::text`.as('due_on'),
      'jobs.title as job_title',
      'caseload.client_id',
      'caseload.client_name',
      total,
    ])
    .where('f.recorded_at', 'is', null)
    .where('f.due_on', '<=', addDays(today, FOLLOW_UP_WINDOW_DAYS))
    .orderBy('f.due_on')
    .orderBy('f.id')
    .limit(limit);
}

/**
 * Hiring paperwork (WOTC Form 8850, the Federal Bonding request; issue 29.4) not yet done and due
 * on or before `until` ("YYYY-MM-DD"), overdue included.
 */
export function placementTasksDue(db: TodayDb, limit: Limit, until: string) {
  return db
    .selectFrom('caseload')
    .innerJoin('placements as p', 'p.client_profile_id', 'caseload.profile_id')
    .innerJoin('placement_tasks as task', 'task.placement_id', 'p.id')
    .innerJoin('jobs', 'jobs.id', 'p.job_id')
    .select([
      'task.id',
      sql<PlacementTaskKind>`task.kind`.as('kind'),
      sql<string>`task.due_on::text`.as('due_on'),
      'jobs.title as job_title',
      'caseload.client_id',
      'caseload.client_name',
      total,
    ])
    .where('task.done_at', 'is', null)
    .where('task.due_on', '<=', until)
    .orderBy('task.due_on')
    .orderBy('task.id')
    .limit(limit);
}

/** Consents in force that end in [now, until). */
export function consentsEndingBefore(
  db: TodayDb,
  limit: Limit,
  { now, until }: { now: Date; until: Date },
) {
  return db
    .selectFrom('caseload')
    .innerJoin('consents', 'consents.client_id', 'caseload.client_id')
    .select([
      'consents.id',
      'consents.scope',
      'consents.recipient',
      'consents.expires_at',
      'caseload.client_id',
      'caseload.client_name',
      total,
    ])
    .where('consents.revoked_at', 'is', null)
    .where('consents.expires_at', '>=', now)
    .where('consents.expires_at', '<', until)
    .orderBy('consents.expires_at')
    .orderBy('consents.id')
    .limit(limit);
}

/**
 * Clients whose messages since staff last wrote to them have waited since before `cutoff`: per
 * client of the caseload, the first of their messages after staff's last one. Two index probes a
 * client (case_messages_thread_idx: the last staff message, then the first client message after
 * it), however long the thread.
 */
export function threadsWaitingSince(db: TodayDb, limit: Limit, cutoff: Date) {
  return db
    .selectFrom('caseload')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('case_messages as message')
          .select(sql<Date | null>`min(message.sent_at)`.as('since'))
          .whereRef('message.client_id', '=', 'caseload.client_id')
          .where('message.from_client', '=', true)
          .where(
            'message.sent_at',
            '>',
            sql<Date>`coalesce((select max(answer.sent_at) from case_messages as answer
              where answer.client_id = caseload.client_id and not answer.from_client), '-infinity')`,
          )
          .as('waiting'),
      (join) => join.onTrue(),
    )
    .select(['caseload.client_id', 'caseload.client_name', 'waiting.since', total])
    .where('waiting.since', '<=', cutoff)
    .orderBy('waiting.since')
    .orderBy('caseload.client_id')
    .limit(limit);
}

/**
 * What needs a case worker's eye on a client's file: an open request to move an appointment, no
 * phone number to reach them on, and (looking for work) no resume or summary of experience.
 */
export function profileAlerts(db: TodayDb, limit: Limit) {
  return db
    .selectFrom('caseload')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('reschedule_requests as request')
          .select(sql<Date | null>`min(request.requested_at)`.as('requested_at'))
          .whereRef('request.client_id', '=', 'caseload.client_id')
          .where('request.resolved_at', 'is', null)
          .as('reschedule'),
      (join) => join.onTrue(),
    )
    .select([
      'caseload.client_id',
      'caseload.client_name',
      'caseload.intake_date',
      'reschedule.requested_at as reschedule_requested_at',
      'caseload.no_phone',
      'caseload.no_resume',
      total,
    ])
    .where((eb) =>
      eb.or([
        eb('reschedule.requested_at', 'is not', null),
        eb('caseload.no_phone', '=', true),
        eb('caseload.no_resume', '=', true),
      ]),
    )
    .orderBy('caseload.intake_date')
    .orderBy('caseload.client_id')
    .limit(limit);
}

/** The active case workers, for an admin choosing whose day to see. */
export function activeCaseWorkers(db: Queryable) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('role', '=', 'caseWorker')
    .where('deactivated_at', 'is', null)
    .orderBy('full_name');
}

/** The staff member whose day it is (none: not a case worker or admin). */
export function staffName(db: Queryable, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('id', '=', id)
    .where('role', 'in', ['caseWorker', 'admin']);
}
