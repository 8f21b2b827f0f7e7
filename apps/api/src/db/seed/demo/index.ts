import type { Kysely } from 'kysely';
import type { Database } from '../../database.js';
import { hashPassword } from '../../../lib/passwords.js';
import { findUserByUsername } from '../../../domains/users/repository.js';
import { DEMO_PASSWORD, DemoUsers, demoAccounts } from './accounts.js';
import { seedApplicationsAndMilestones } from './applications-and-milestones.js';
import { refreshDemoAppointments } from './appointments.js';
import { seedCaseManagementDemo } from './case-management.js';
import { seedCaseload } from './caseload.js';
import { seedEmployersAndJobs } from './employers-and-jobs.js';
import { seedOutbox } from './outbox.js';
import { seedPlacementHistory } from './placement-history.js';
import { seedSubmissions } from './submissions.js';

export { DEMO_PASSWORD, demoAccounts } from './accounts.js';
export { refreshDemoAppointments } from './appointments.js';

/**
 * Demo mode's sample portal: one account per role plus the caseload, employers, jobs, applications,
 * appointments, milestones and submissions the dashboards show. Runs once per database (it stops if
 * demo-admin exists), in one transaction, so a restart never duplicates and a crash leaves nothing half-made.
 */
export async function seedDemoData(db: Kysely<Database>, now: Date): Promise<void> {
  if (await findUserByUsername(db, 'demo-admin')) {
    await refreshDemoAppointments(db, now);
    return;
  }
  // Every demo account shares one password, so one (slow, on purpose) hash is enough.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const users = new DemoUsers(trx, passwordHash, now);
    for (const account of demoAccounts) await users.add(account);
    const clientIds = await seedCaseload(trx, users, users.idOf('demo-caseworker') ?? 0, now);
    const jobIds = await seedEmployersAndJobs(trx, users, now);
    await seedApplicationsAndMilestones(trx, clientIds, jobIds, now);
    await seedPlacementHistory(trx, clientIds, users.idOf('demo-caseworker') ?? 0, now);
    await seedSubmissions(trx, now);
    await seedOutbox(trx);
    await seedCaseManagementDemo(trx, users, now);
  });
  await refreshDemoAppointments(db, now);
}
