import type { Transaction } from 'kysely';
import type { Database } from '../../database.js';
import { daysAgo } from './time.js';

/** Applications to the demo jobs (spec §4's sample statuses) and the demo client's first milestones. */
export async function seedApplicationsAndMilestones(
  trx: Transaction<Database>,
  clientIds: readonly number[],
  jobIds: readonly number[],
  now: Date,
): Promise<void> {
  const client = (index: number) => clientIds[index] ?? 0;
  const job = (index: number) => jobIds[index] ?? 0;
  const applications: [job: number, client: number, status: string, daysAgo: number][] = [
    [0, 0, 'New', 1],
    [0, 1, 'Reviewing', 2],
    [1, 2, 'Interview', 4],
    [1, 3, 'New', 1],
    [2, 4, 'Offer Extended', 9],
    [3, 5, 'Offer Extended', 35],
    [4, 0, 'Reviewing', 3],
    [5, 6, 'Interview', 6],
    [6, 7, 'New', 2],
  ];
  await trx
    .insertInto('applications')
    .values(
      applications.map(([jobIndex, clientIndex, status, days]) => ({
        job_id: job(jobIndex),
        client_id: client(clientIndex),
        status,
        applied_date: daysAgo(now, days),
      })),
    )
    .execute();

  await trx
    .insertInto('milestones')
    .values([
      {
        client_id: client(0),
        name: 'Complete intake',
        is_completed: true,
        completed_date: daysAgo(now, 1),
        description: 'Intake interview with your case worker',
      },
      {
        client_id: client(0),
        name: 'Build your resume',
        description: 'Work with your case worker on a first resume',
      },
      {
        client_id: client(0),
        name: 'Mock interview',
        description: 'Practise answering questions about your background',
      },
      {
        client_id: client(0),
        name: 'First job offer',
        description: 'Accept an offer from a partner employer',
      },
      {
        client_id: client(1),
        name: 'Complete intake',
        is_completed: true,
        completed_date: daysAgo(now, 2),
      },
    ])
    .execute();
}
