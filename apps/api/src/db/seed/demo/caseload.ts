import type { ClientStatus } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../database.js';
import type { DemoUsers } from './accounts.js';
import { daysAgo } from './time.js';

/** 20 clients split 9/4/5/2 gives the case worker's 45/20/25/10 percent status split (spec §2). */
const caseloadStatuses = [
  ...Array<ClientStatus>(9).fill('Job Searching'),
  ...Array<ClientStatus>(4).fill('Interviewing'),
  ...Array<ClientStatus>(5).fill('Placement'),
  ...Array<ClientStatus>(2).fill('Onboarding'),
];
const otherClientNames = [
  'Marcus Reed',
  'Tanya Brooks',
  'Devon Carter',
  'Lisa Nguyen',
  'Andre Wallace',
  'Kim Foster',
  'Raymond Diaz',
  'Shauna Price',
  'Terrell Young',
  'Erin Holt',
  'Luis Moreno',
  'Crystal Hayes',
  'Brandon Cole',
  'Nadia Patel',
  'Curtis Lane',
  'Monique Grant',
  'Wesley Park',
  'Heather Boone',
  'Jamal Pierce',
];

/**
 * The demo case worker's caseload: demo-client plus demo-client-02 … demo-client-20, with their
 * profiles. Returns the clients' user ids, demo-client first.
 */
export async function seedCaseload(
  trx: Transaction<Database>,
  users: DemoUsers,
  caseWorkerId: number,
  now: Date,
): Promise<number[]> {
  const clientIds: number[] = [users.idOf('demo-client') ?? 0];
  for (const [index, fullName] of otherClientNames.entries()) {
    const username = `demo-client-${String(index + 2).padStart(2, '0')}`;
    clientIds.push(
      await users.add({ username, role: 'client', fullName, email: `${username}@example.org` }),
    );
  }
  await trx
    .insertInto('client_profiles')
    .values(
      clientIds.map((userId, index) => ({
        user_id: userId,
        case_worker_id: caseWorkerId,
        employment_goal:
          index === 0 ? 'Full-time warehouse or manufacturing work' : 'Stable full-time employment',
        current_status: caseloadStatuses[index] ?? 'Onboarding',
        intake_date: daysAgo(now, index + 1),
        // The demo client has no resume yet, so the dashboard shows its "complete your resume" alert.
        resume_url: index === 0 ? null : `/resumes/client-${userId}.pdf`,
        has_ged: index % 2 === 0,
        housing_status: 'Stable',
        barriers_to_employment:
          index === 0 ? ['Transportation', 'Criminal record'] : ['Criminal record'],
      })),
    )
    .execute();
  return clientIds;
}
