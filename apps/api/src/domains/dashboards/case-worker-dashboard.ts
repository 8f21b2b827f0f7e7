import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { startOfToday } from '../../services/clock.js';
import type { User } from '../users/repository.js';
import {
  DAY_MS,
  NEW_APPLICATION_STATUSES,
  PERCENT,
  RECENT_LIMIT,
  caseloadStatuses,
  count,
} from './shared.js';

/** A case worker's caseload; an admin sees every client. */
export async function getCaseWorkerDashboard(db: Kysely<Database>, user: User, now = new Date()) {
  const ownCaseload = user.role !== 'admin';
  const clients = await db
    .selectFrom('client_profiles')
    .innerJoin('users', 'users.id', 'client_profiles.user_id')
    .select([
      'users.id',
      'users.full_name',
      'client_profiles.current_status',
      'client_profiles.intake_date',
    ])
    .$if(ownCaseload, (qb) => qb.where('client_profiles.case_worker_id', '=', user.id))
    .orderBy('client_profiles.intake_date', 'desc')
    .execute();
  const start = startOfToday(now);
  const end = new Date(start.getTime() + DAY_MS);
  const today = await db
    .selectFrom('appointments')
    .innerJoin('users as client', 'client.id', 'appointments.client_id')
    .select([
      'appointments.id',
      'appointments.title',
      'appointments.date',
      'appointments.status',
      'client.full_name',
    ])
    .$if(ownCaseload, (qb) => qb.where('appointments.case_worker_id', '=', user.id))
    .where('appointments.date', '>=', start)
    .where('appointments.date', '<', end)
    .orderBy('appointments.date')
    .execute();
  const clientIds = clients.map((client) => client.id);
  const pending =
    clientIds.length === 0
      ? 0
      : count(
          (
            await db
              .selectFrom('applications')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('client_id', 'in', clientIds)
              .where('status', 'in', [...NEW_APPLICATION_STATUSES, 'Reviewed', 'Interview'])
              .executeTakeFirst()
          )?.n,
        );

  const statusCounts = caseloadStatuses.map((status) => ({
    status,
    count: clients.filter((client) => client.current_status === status).length,
  }));
  const splitTotal = statusCounts.reduce((sum, entry) => sum + entry.count, 0);
  return {
    stats: {
      activeClients: clients.length,
      appointmentsToday: today.length,
      placements: statusCounts.find((entry) => entry.status === 'Placement')?.count ?? 0,
      openApplications: pending,
    },
    todaysAppointments: today.map((row) => ({
      id: row.id,
      title: row.title,
      date: row.date.toISOString(),
      status: row.status,
      clientName: row.full_name,
    })),
    recentClients: clients.slice(0, RECENT_LIMIT).map((row) => ({
      id: row.id,
      fullName: row.full_name,
      status: row.current_status,
      intakeDate: row.intake_date.toISOString(),
    })),
    statusSplit: statusCounts.map((entry) => ({
      ...entry,
      percent: splitTotal === 0 ? 0 : Math.round((entry.count / splitTotal) * PERCENT),
    })),
  };
}
