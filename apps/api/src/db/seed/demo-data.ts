import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';
import { hashPassword } from '../../lib/passwords.js';
import { nextReference } from '../../lib/reference.js';
import { findUserByUsername } from '../../repositories/users.js';

/** The shared password of every demo account; printed at start-up and listed in the README. */
export const DEMO_PASSWORD = 'pathways-demo';
export const demoAccounts = [
  {
    username: 'demo-client',
    role: 'client',
    fullName: 'Jordan Ellis',
    email: 'demo-client@example.org',
  },
  {
    username: 'demo-caseworker',
    role: 'caseWorker',
    fullName: 'Maria Santos',
    email: 'demo-caseworker@example.org',
  },
  {
    username: 'demo-admin',
    role: 'admin',
    fullName: 'Alex Morgan',
    email: 'demo-admin@example.org',
  },
  {
    username: 'demo-employer',
    role: 'employer',
    fullName: 'Dana Whitfield',
    email: 'demo-employer@example.org',
  },
] as const;

const DAY_MS = 86_400_000;
/** Sign-ups are spread over the last eight weeks so the admin's weekly chart has a shape. */
const SIGNUP_SPACING_DAYS = 2;
/** 20 clients split 9/4/5/2 gives the case worker's 45/20/25/10 percent status split (spec §2). */
const caseloadStatuses = [
  ...Array<string>(9).fill('Job Searching'),
  ...Array<string>(4).fill('Interviewing'),
  ...Array<string>(5).fill('Placement'),
  ...Array<string>(2).fill('Onboarding'),
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
/** Today's appointments sit at fixed local hours so they are "today" whenever the server starts. */
const TODAY_APPOINTMENT_HOURS = [9, 11, 14, 16] as const;
const UPCOMING_APPOINTMENT_DAYS = 2;
const UPCOMING_APPOINTMENT_HOUR = 10;

function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

function atLocalHour(day: Date, hour: number): Date {
  const date = new Date(day);
  date.setHours(hour, 0, 0, 0);
  return date;
}

/**
 * Demo mode's sample portal: one account per role plus the caseload, employers, jobs, applications,
 * appointments, milestones and submissions the dashboards show. Runs once per database (it stops if
 * demo-admin exists), in one transaction, so a restart never duplicates and a crash leaves nothing half-made.
 */
export async function seedDemoData(db: Kysely<Database>, now = new Date()): Promise<void> {
  if (await findUserByUsername(db, 'demo-admin')) {
    await refreshDemoAppointments(db, now);
    return;
  }
  // Every demo account shares one password, so one (slow, on purpose) hash is enough.
  const password = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    let signupIndex = 0;
    const addUser = async (user: {
      username: string;
      role: string;
      fullName: string;
      email: string;
    }) => {
      const row = await trx
        .insertInto('users')
        .values({
          username: user.username,
          password,
          email: user.email,
          role: user.role,
          full_name: user.fullName,
          phone: '(319) 555-0100',
          created_at: daysAgo(now, SIGNUP_SPACING_DAYS * signupIndex++),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(user.username, row.id);
      return row.id;
    };

    for (const account of demoAccounts) await addUser(account);
    const caseWorkerId = ids.get('demo-caseworker') ?? 0;
    const clientIds: number[] = [ids.get('demo-client') ?? 0];
    for (const [index, fullName] of otherClientNames.entries()) {
      const username = `demo-client-${String(index + 2).padStart(2, '0')}`;
      clientIds.push(
        await addUser({ username, role: 'client', fullName, email: `${username}@example.org` }),
      );
    }
    await trx
      .insertInto('client_profiles')
      .values(
        clientIds.map((userId, index) => ({
          user_id: userId,
          case_worker_id: caseWorkerId,
          employment_goal:
            index === 0
              ? 'Full-time warehouse or manufacturing work'
              : 'Stable full-time employment',
          current_status: caseloadStatuses[index] ?? 'In Progress',
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

    const employerUsers = [
      {
        username: 'demo-employer',
        company: 'Cedar Valley Manufacturing',
        industry: 'manufacturing',
      },
      {
        username: 'riverbend-logistics',
        company: 'Riverbend Logistics',
        industry: 'transportation',
      },
      { username: 'hawkeye-foods', company: 'Hawkeye Foods', industry: 'food-service' },
    ];
    const employerIds: number[] = [];
    for (const employer of employerUsers) {
      const userId =
        ids.get(employer.username) ??
        (await addUser({
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
      {
        employer: manufacturing,
        title: 'Production Associate',
        salary: '$17–19/hour',
        days: 3,
        filled: false,
      },
      {
        employer: manufacturing,
        title: 'Forklift Operator',
        salary: '$19–21/hour',
        days: 10,
        filled: false,
      },
      {
        employer: manufacturing,
        title: 'Quality Control Inspector',
        salary: '$20–22/hour',
        days: 20,
        filled: false,
      },
      {
        employer: manufacturing,
        title: 'Maintenance Technician',
        salary: '$24–27/hour',
        days: 40,
        filled: true,
      },
      {
        employer: logistics,
        title: 'Warehouse Associate',
        salary: '$18–20/hour',
        days: 5,
        filled: false,
      },
      {
        employer: logistics,
        title: 'Delivery Driver',
        salary: '$20–23/hour',
        days: 12,
        filled: false,
      },
      { employer: foods, title: 'Line Cook', salary: '$15–17/hour', days: 7, filled: false },
      { employer: foods, title: 'Food Prep Worker', salary: '$14–16/hour', days: 30, filled: true },
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
          salary: job.salary,
          requirements: 'Reliable attendance; willingness to learn',
          is_filled: job.filled,
          posted_date: daysAgo(now, job.days),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      jobIds.push(row.id);
    }

    const client = (index: number) => clientIds[index] ?? 0;
    const job = (index: number) => jobIds[index] ?? 0;
    await trx
      .insertInto('applications')
      .values([
        { job_id: job(0), client_id: client(0), status: 'New', applied_date: daysAgo(now, 1) },
        {
          job_id: job(0),
          client_id: client(1),
          status: 'Reviewing',
          applied_date: daysAgo(now, 2),
        },
        {
          job_id: job(1),
          client_id: client(2),
          status: 'Interview',
          applied_date: daysAgo(now, 4),
        },
        { job_id: job(1), client_id: client(3), status: 'New', applied_date: daysAgo(now, 1) },
        {
          job_id: job(2),
          client_id: client(4),
          status: 'Offer Extended',
          applied_date: daysAgo(now, 9),
        },
        {
          job_id: job(3),
          client_id: client(5),
          status: 'Offer Extended',
          applied_date: daysAgo(now, 35),
        },
        {
          job_id: job(4),
          client_id: client(0),
          status: 'Reviewing',
          applied_date: daysAgo(now, 3),
        },
        {
          job_id: job(5),
          client_id: client(6),
          status: 'Interview',
          applied_date: daysAgo(now, 6),
        },
        { job_id: job(6), client_id: client(7), status: 'New', applied_date: daysAgo(now, 2) },
      ])
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

    const contacts = [
      {
        name: 'Pat Lindqvist',
        email: 'pat@example.org',
        subject: 'Volunteering on weekends',
        days: 1,
        resolved: false,
      },
      {
        name: 'Grace Okafor',
        email: 'grace@example.org',
        subject: 'Hiring partnership question',
        days: 6,
        resolved: false,
      },
      {
        name: 'Sam Turner',
        email: 'sam@example.org',
        subject: 'Help for my brother after release',
        days: 13,
        resolved: true,
      },
      {
        name: 'Rita Blake',
        email: 'rita@example.org',
        subject: 'Donation receipt',
        days: 24,
        resolved: true,
      },
      {
        name: 'Owen Fischer',
        email: 'owen@example.org',
        subject: 'Speaking at our church',
        days: 40,
        resolved: false,
      },
    ];
    for (const contact of contacts) {
      await trx
        .insertInto('contact_submissions')
        .values({
          reference: await nextReference(trx, now),
          name: contact.name,
          email: contact.email,
          phone: null,
          subject: contact.subject,
          message: `Hello, I am writing about: ${contact.subject.toLowerCase()}. Please get in touch.`,
          submitted_at: daysAgo(now, contact.days),
          is_resolved: contact.resolved,
        })
        .execute();
    }
    await addSampleFormSubmissions(trx, now);
  });
  await refreshDemoAppointments(db, now);
}

async function addSampleFormSubmissions(trx: Transaction<Database>, now: Date): Promise<void> {
  const samples = [
    { table: 'client_intake_submissions', name: 'Chris Abbott', days: 3 },
    { table: 'client_intake_submissions', name: 'Jade Morris', days: 17 },
    { table: 'employer_partnership_submissions', name: 'Northgate Plastics', days: 9 },
    { table: 'volunteer_applications', name: 'Ruth Keller', days: 22 },
  ] as const;
  for (const sample of samples) {
    await trx
      .insertInto(sample.table)
      .values({
        reference: await nextReference(trx, now),
        name: sample.name,
        email: `${sample.name.toLowerCase().replace(/\s+/g, '.')}@example.org`,
        payload: JSON.stringify({ sample: true }),
        submitted_at: daysAgo(now, sample.days),
      })
      .execute();
  }
}

/**
 * Keeps the demo dashboards alive on a database seeded days ago: the case worker gets today's
 * appointments and the demo client an upcoming one whenever they have none.
 */
export async function refreshDemoAppointments(
  db: Kysely<Database>,
  now = new Date(),
): Promise<void> {
  const caseWorker = await findUserByUsername(db, 'demo-caseworker');
  const demoClient = await findUserByUsername(db, 'demo-client');
  if (!caseWorker || !demoClient) return;
  const caseload = await db
    .selectFrom('client_profiles')
    .select('user_id')
    .where('case_worker_id', '=', caseWorker.id)
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
  if (!today) {
    const titles = [
      'Resume review',
      'Mock interview',
      'Job readiness check-in',
      'Employer introduction',
    ];
    await db
      .insertInto('appointments')
      .values(
        TODAY_APPOINTMENT_HOURS.map((hour, index) => ({
          client_id: caseload[index]?.user_id ?? demoClient.id,
          case_worker_id: caseWorker.id,
          title: titles[index] ?? 'Check-in',
          date: atLocalHour(now, hour),
          notes: 'Pathways office, 2nd floor',
          status: index % 2 === 0 ? 'Confirmed' : 'Tentative',
        })),
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
