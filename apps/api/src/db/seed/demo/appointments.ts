import type { Kysely } from 'kysely';
import type { Database } from '../../database.js';
import { findUserByUsername } from '../../../domains/users/repository.js';
import { DAY_MS, atLocalHour } from './time.js';

/** Today's appointments sit at fixed local hours so they are "today" whenever the server starts. */
const TODAY_APPOINTMENT_HOURS = [9, 11, 14, 16] as const;
const UPCOMING_APPOINTMENT_DAYS = 2;
const UPCOMING_APPOINTMENT_HOUR = 10;

/**
 * Keeps the demo dashboards alive on a database seeded days ago: the case worker gets today's
 * appointments and the demo client an upcoming one whenever they have none. Today's appointments go
 * to other clients of the caseload, so the demo client's next appointment is the same at any hour
 * (before 9 am it would otherwise be one of today's).
 */
export async function refreshDemoAppointments(db: Kysely<Database>, now: Date): Promise<void> {
  const caseWorker = await findUserByUsername(db, 'demo-caseworker');
  const demoClient = await findUserByUsername(db, 'demo-client');
  if (!caseWorker || !demoClient) return;
  const caseload = await db
    .selectFrom('client_profiles')
    .select('user_id')
    .where('case_worker_id', '=', caseWorker.id)
    .where('user_id', '!=', demoClient.id)
    .orderBy('id')
    .execute();
  const startOfDay = atLocalHour(now, 0);
  const endOfDay = new Date(startOfDay.getTime() + DAY_MS);
  const today = await db
    .selectFrom('appointments')
    .select('id')
    .where('case_worker_id', '=', caseWorker.id)
    .where('date', '>=', startOfDay)
    .where('date', '<', endOfDay)
    .executeTakeFirst();
  if (!today && caseload.length > 0) {
    const titles = [
      'Resume review',
      'Mock interview',
      'Job readiness check-in',
      'Employer introduction',
    ];
    await db
      .insertInto('appointments')
      .values(
        TODAY_APPOINTMENT_HOURS.flatMap((hour, index) => {
          const client = caseload[index % caseload.length];
          if (!client) return [];
          return {
            client_id: client.user_id,
            case_worker_id: caseWorker.id,
            title: titles[index] ?? 'Check-in',
            date: atLocalHour(now, hour),
            notes: 'Pathways office, 2nd floor',
            status: index % 2 === 0 ? 'Confirmed' : 'Tentative',
          };
        }),
      )
      .execute();
  }
  const upcoming = await db
    .selectFrom('appointments')
    .select('id')
    .where('client_id', '=', demoClient.id)
    .where('date', '>=', now)
    .executeTakeFirst();
  if (!upcoming) {
    await db
      .insertInto('appointments')
      .values({
        client_id: demoClient.id,
        case_worker_id: caseWorker.id,
        title: 'Resume workshop with your case worker',
        date: atLocalHour(
          new Date(now.getTime() + UPCOMING_APPOINTMENT_DAYS * DAY_MS),
          UPCOMING_APPOINTMENT_HOUR,
        ),
        notes: 'Bring any past job details you have',
        status: 'Confirmed',
      })
      .execute();
  }
}
