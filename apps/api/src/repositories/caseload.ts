import { CASELOAD_APPOINTMENTS_LIMIT } from '@pathways/schemas';
import type { CaseloadAppointment, CaseloadReport, FOLLOW_UP_DAYS } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { ratio } from '../domains/outcomes/repository.js';
import { daysAfterDate } from '../domains/jobs/dates.js';
import { toAppointment } from './clients.js';
import { listDueFollowUps } from '../domains/jobs/placements-repository.js';

/** The follow-up whose outcome the case worker's report shows as retention. */
const RETENTION_DAY: (typeof FOLLOW_UP_DAYS)[number] = 90;

/**
 * Appointments of the clients in a caseload (every client for `null`), each with its open
 * reschedule request and the client's name.
 */
function caseloadAppointments(db: Kysely<Database>, caseWorkerId: number | null) {
  return db
    .selectFrom('appointments')
    .innerJoin('client_profiles as profile', 'profile.user_id', 'appointments.client_id')
    .innerJoin('users as client', 'client.id', 'appointments.client_id')
    .leftJoin('reschedule_requests as request', (join) =>
      join
        .onRef('request.appointment_id', '=', 'appointments.id')
        .on('request.resolved_at', 'is', null),
    )
    .selectAll('appointments')
    .select([
      'client.full_name as client_name',
      'request.id as request_id',
      'request.preferred_times as request_preferred_times',
      'request.requested_at as request_requested_at',
    ])
    .$if(caseWorkerId !== null, (qb) => qb.where('profile.case_worker_id', '=', caseWorkerId))
    .limit(CASELOAD_APPOINTMENTS_LIMIT);
}

/** From `startOfToday` on soonest first, and before it latest first, each side bounded. */
export async function listCaseloadAppointments(
  db: Kysely<Database>,
  caseWorkerId: number | null,
  startOfToday: Date,
): Promise<{ upcoming: CaseloadAppointment[]; past: CaseloadAppointment[] }> {
  const [upcoming, past] = await Promise.all([
    caseloadAppointments(db, caseWorkerId)
      .where('appointments.date', '>=', startOfToday)
      .orderBy('appointments.date')
      .orderBy('appointments.id')
      .execute(),
    caseloadAppointments(db, caseWorkerId)
      .where('appointments.date', '<', startOfToday)
      .orderBy('appointments.date', 'desc')
      .orderBy('appointments.id', 'desc')
      .execute(),
  ]);
  const withClient = (row: (typeof upcoming)[number]): CaseloadAppointment => ({
    ...toAppointment(row),
    client: { id: row.client_id, fullName: row.client_name },
  });
  return { upcoming: upcoming.map(withClient), past: past.map(withClient) };
}

/** A caseload's own figures (every caseload for `null`) as of `today` (YYYY-MM-DD). */
export async function caseloadReport(
  db: Kysely<Database>,
  caseWorkerId: number | null,
  today: string,
): Promise<CaseloadReport> {
  const oldEnough = daysAfterDate(today, -RETENTION_DAY);
  const [statuses, followUps, placements] = await Promise.all([
    db
      .selectFrom('client_profiles')
      .select((eb) => ['current_status', eb.fn.countAll<string | number>().as('n')])
      .$if(caseWorkerId !== null, (qb) => qb.where('case_worker_id', '=', caseWorkerId))
      .groupBy('current_status')
      .orderBy('current_status')
      .execute(),
    listDueFollowUps(db, caseWorkerId, today),
    db
      .selectFrom('placements as p')
      .innerJoin('client_profiles as profile', 'profile.id', 'p.client_profile_id')
      .leftJoin('placement_follow_ups as f', (join) =>
        join.onRef('f.placement_id', '=', 'p.id').on('f.day', '=', RETENTION_DAY),
      )
      .select([
        sql<string | number>`count(*)`.as('placements'),
        sql<string | number>`count(*) filter (where p.start_date <= ${oldEnough}::date)`.as(
          'eligible',
        ),
        sql<
          string | number
        >`count(*) filter (where f.due_on <= ${today}::date and f.still_employed)`.as('employed'),
      ])
      .$if(caseWorkerId !== null, (qb) => qb.where('profile.case_worker_id', '=', caseWorkerId))
      .executeTakeFirst(),
  ]);
  const byStatus = statuses.map((row) => ({ status: row.current_status, count: Number(row.n) }));
  return {
    asOf: today,
    clients: byStatus.reduce((sum, row) => sum + row.count, 0),
    byStatus,
    followUps: {
      due: followUps.filter((followUp) => followUp.state === 'due').length,
      overdue: followUps.filter((followUp) => followUp.state === 'overdue').length,
    },
    placements: Number(placements?.placements ?? 0),
    retention90: ratio(Number(placements?.employed ?? 0), Number(placements?.eligible ?? 0)),
  };
}
