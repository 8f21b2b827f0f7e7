import { CASELOAD_APPOINTMENTS_LIMIT } from '@pathways/schemas';
import type { AppointmentMode, Attendance, CaseloadAppointment } from '@pathways/schemas';
import type { Queryable } from '../../../services/transactions.js';
import { toAppointment } from './mappers.js';

/** The client's appointments by date, each with its open reschedule request (at most one). */
export function listAppointments(db: Queryable, clientId: number) {
  return db
    .selectFrom('appointments')
    .leftJoin('reschedule_requests as request', (join) =>
      join
        .onRef('request.appointment_id', '=', 'appointments.id')
        .on('request.resolved_at', 'is', null),
    )
    .selectAll('appointments')
    .select([
      'request.id as request_id',
      'request.preferred_times as request_preferred_times',
      'request.requested_at as request_requested_at',
    ])
    .where('appointments.client_id', '=', clientId)
    .orderBy('appointments.date')
    .execute();
}

/** One of the client's appointments; `lock` holds it until the transaction ends. */
export function findAppointment(
  db: Queryable,
  clientId: number,
  appointmentId: number,
  { lock }: { lock: boolean } = { lock: false },
) {
  return db
    .selectFrom('appointments')
    .selectAll()
    .where('id', '=', appointmentId)
    .where('client_id', '=', clientId)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
}

export function insertAppointment(
  db: Queryable,
  appointment: {
    clientId: number;
    caseWorkerId: number;
    title: string;
    date: Date;
    notes: string | null;
    mode: AppointmentMode;
    /** Now: reminders due before it are not sent. */
    at?: Date | undefined;
  },
) {
  return db
    .insertInto('appointments')
    .values({
      client_id: appointment.clientId,
      case_worker_id: appointment.caseWorkerId,
      title: appointment.title,
      date: appointment.date,
      notes: appointment.notes,
      mode: appointment.mode,
      status: 'Confirmed',
      ...(appointment.at ? { date_set_at: appointment.at } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAppointment(
  db: Queryable,
  appointmentId: number,
  set: { date?: Date; attendance?: Attendance; at?: Date },
) {
  return db
    .updateTable('appointments')
    .set({
      ...(set.date ? { date: set.date, ...(set.at ? { date_set_at: set.at } : {}) } : {}),
      ...(set.attendance
        ? { attendance: set.attendance, is_completed: set.attendance === 'attended' }
        : {}),
    })
    .where('id', '=', appointmentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function resolveRescheduleRequests(
  db: Queryable,
  appointmentId: number,
  resolution: { by: number; at: Date },
): Promise<void> {
  await db
    .updateTable('reschedule_requests')
    .set({ resolved_at: resolution.at, resolved_by: resolution.by })
    .where('appointment_id', '=', appointmentId)
    .where('resolved_at', 'is', null)
    .execute();
}

export function findOpenRescheduleRequest(db: Queryable, appointmentId: number) {
  return db
    .selectFrom('reschedule_requests')
    .select('id')
    .where('appointment_id', '=', appointmentId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
}

export function insertRescheduleRequest(
  db: Queryable,
  request: { appointmentId: number; clientId: number; preferredTimes: string; at: Date },
) {
  return db
    .insertInto('reschedule_requests')
    .values({
      appointment_id: request.appointmentId,
      client_id: request.clientId,
      preferred_times: request.preferredTimes,
      requested_at: request.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Appointments of the clients in a caseload (every client for `null`), each with its open
 * reschedule request and the client's name.
 */
function caseloadAppointments(db: Queryable, caseWorkerId: number | null) {
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
  db: Queryable,
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
