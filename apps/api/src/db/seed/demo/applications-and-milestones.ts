import type { ApplicationStatus } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../database.js';
import { daysAgo } from './time.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Applications to the demo jobs (the pipeline's statuses, issue 14) and the demo client's first milestones. */
export async function seedApplicationsAndMilestones(
  trx: Transaction<Database>,
  clientIds: readonly number[],
  jobIds: readonly number[],
  now: Date,
): Promise<void> {
  const client = (index: number) => clientIds[index] ?? 0;
  const job = (index: number) => jobIds[index] ?? 0;
  const applications: [job: number, client: number, status: ApplicationStatus, daysAgo: number][] =
    [
      [0, 0, 'Pending', 1],
      [0, 1, 'Reviewed', 2],
      [1, 2, 'Interview', 4],
      [1, 3, 'Pending', 1],
      [2, 4, 'Offer', 9],
      [3, 5, 'Offer', 35],
      [4, 0, 'Reviewed', 3],
      [5, 6, 'Interview', 6],
      [6, 7, 'Pending', 2],
      [7, 8, 'Not selected', 28],
      [6, 9, 'Withdrawn', 5],
    ];
  const inserted = await trx
    .insertInto('applications')
    .values(
      applications.map(([jobIndex, clientIndex, status, days]) => ({
        job_id: job(jobIndex),
        client_id: client(clientIndex),
        status,
        applied_date: daysAgo(now, days),
      })),
    )
    .returning(['id', 'client_id', 'status', 'applied_date'])
    .execute();
  // Each history starts with the application itself; a later status shows as one move a day on.
  await trx
    .insertInto('application_events')
    .values(
      inserted.flatMap((row) => [
        {
          application_id: row.id,
          actor_id: row.client_id,
          at: row.applied_date,
          kind: 'status' as const,
          to_status: 'Pending',
        },
        ...(row.status === 'Pending'
          ? []
          : [
              {
                application_id: row.id,
                actor_id: null,
                at: new Date(row.applied_date.getTime() + DAY_MS),
                kind: 'status' as const,
                from_status: 'Pending' as const,
                to_status: row.status,
              },
            ]),
      ]),
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
