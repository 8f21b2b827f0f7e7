import type { Transaction } from 'kysely';
import type { Database } from '../../database.js';
import type { DemoUsers } from './accounts.js';
import { daysAgo } from './time.js';

const employerAccounts = [
  { username: 'demo-employer', company: 'Cedar Valley Manufacturing', industry: 'manufacturing' },
  { username: 'riverbend-logistics', company: 'Riverbend Logistics', industry: 'transportation' },
  { username: 'hawkeye-foods', company: 'Hawkeye Foods', industry: 'food-service' },
];

/** Three partner employers (demo-employer first) and their postings; returns the job ids in order. */
export async function seedEmployersAndJobs(
  trx: Transaction<Database>,
  users: DemoUsers,
  now: Date,
): Promise<number[]> {
  const employerIds: number[] = [];
  for (const employer of employerAccounts) {
    const userId =
      users.idOf(employer.username) ??
      (await users.add({
        username: employer.username,
        role: 'employer',
        fullName: `${employer.company} Hiring`,
        email: `${employer.username}@example.org`,
      }));
    const row = await trx
      .insertInto('employers')
      .values({
        user_id: userId,
        company_name: employer.company,
        industry: employer.industry,
        company_size: '51-200',
        website: `https://${employer.username}.example.org`,
        description: `${employer.company} hires fair-chance candidates through Cedar Valley Pathways.`,
        is_verified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    employerIds.push(row.id);
  }

  const [manufacturing = 0, logistics = 0, foods = 0] = employerIds;
  const jobSpecs = [
    { employer: manufacturing, title: 'Production Associate', pay: [17, 19], days: 3 },
    { employer: manufacturing, title: 'Forklift Operator', pay: [19, 21], days: 10 },
    { employer: manufacturing, title: 'Quality Control Inspector', pay: [20, 22], days: 20 },
    {
      employer: manufacturing,
      title: 'Maintenance Technician',
      pay: [24, 27],
      days: 40,
      filled: true,
    },
    { employer: logistics, title: 'Warehouse Associate', pay: [18, 20], days: 5 },
    {
      employer: logistics,
      title: 'Delivery Driver',
      pay: [20, 23],
      days: 12,
      // Driving a company vehicle alone is a duty a driving record genuinely bears on.
      excluded: ['drivingRelated' as const],
    },
    { employer: foods, title: 'Line Cook', pay: [15, 17], days: 7, schedule: 'shifts' as const },
    { employer: foods, title: 'Food Prep Worker', pay: [14, 16], days: 30, filled: true },
  ];
  const jobIds: number[] = [];
  for (const job of jobSpecs) {
    const row = await trx
      .insertInto('jobs')
      .values({
        employer_id: job.employer,
        title: job.title,
        description: `${job.title} on a fair-chance team with on-the-job training.`,
        location: 'Waterloo, IA',
        salary: `$${job.pay[0]}–${job.pay[1]}/hour`,
        pay_min: job.pay[0],
        pay_max: job.pay[1],
        schedule: job.schedule ?? 'fullTime',
        requirements: 'Reliable attendance; willingness to learn',
        fair_chance_statement:
          'We judge every applicant on their skills and their readiness to work, not on their past.',
        excluded_categories: job.excluded ?? [],
        is_filled: job.filled ?? false,
        status: job.filled ? 'filled' : 'published',
        posted_date: daysAgo(now, job.days),
        published_at: daysAgo(now, job.days),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    jobIds.push(row.id);
  }
  return jobIds;
}
