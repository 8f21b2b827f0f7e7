import type { ClientStatus } from '@pathways/schemas';
import { FOLLOW_UP_DAYS } from '@pathways/schemas';
import type { UserRole } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../database.js';
import { refreshFollowUpSummaries } from '../../../domains/jobs/follow-up-summaries.js';
import { loadPlanTemplate } from '../../../domains/clients/repository.js';
import { PLACEMENT_STEP, dateAfter, followUpStepName } from '../../../services/action-plan.js';
import { draftPlacements, followUpOutcomes, seededRandom } from './placement-history-model.js';
import type { PlacementDraft, ProgramProfile } from './placement-history-model.js';
import { DAY_MS, daysAgo } from './time.js';

/**
 * Two years of placements for the outcome figures (issue 14): about 200 hires and their follow-ups.
 * They belong to demo clients of two other case workers and to partner employers of their own, so the
 * dashboards' demo figures (the demo case worker's caseload of 20, the three employers' postings and
 * applications, the six open jobs) stay as the spec gives them. The demo case worker's five clients
 * in "Placement" get a placement each too, one with its 90-day follow-up overdue, so there is a
 * follow-up to record. These accounts have no password: nobody signs in as them.
 */
const HISTORY_SEED = 14;
const SPAN_DAYS = 800;
const HISTORY_PLACEMENTS = 195;
/** Clients of the two years who have not been placed (yet): the placement rate's other side. */
const UNPLACED_CLIENTS = 85;
/** No argon2 hash has this form, so these accounts cannot sign in. */
const NO_PASSWORD = '!no-password';

const caseWorkers = [
  { username: 'caseworker-alvarez', fullName: 'Rosa Alvarez' },
  { username: 'caseworker-okafor', fullName: 'Daniel Okafor' },
];

const employers = [
  {
    company: 'Northstar Distribution',
    industry: 'transportation',
    jobs: ['Order Picker', 'Shipping Clerk'],
  },
  {
    company: 'Cedar Falls Plastics',
    industry: 'manufacturing',
    jobs: ['Machine Operator', 'Assembler'],
  },
  {
    company: 'Waterloo Auto Parts',
    industry: 'manufacturing',
    jobs: ['Parts Finisher', 'Press Operator'],
  },
  {
    company: 'Iowa River Builders',
    industry: 'construction',
    jobs: ['Carpenter Helper', 'General Laborer'],
  },
  {
    company: 'Prairie Health Services',
    industry: 'healthcare',
    jobs: ['Dietary Aide', 'Environmental Services Tech'],
  },
  {
    company: 'Midwest Code Works',
    industry: 'technology',
    jobs: ['Junior Web Developer', 'QA Tester'],
  },
  {
    company: 'Eastside Hotel Group',
    industry: 'hospitality',
    jobs: ['Housekeeper', 'Banquet Server'],
  },
  { company: 'Linn County Kitchens', industry: 'food-service', jobs: ['Prep Cook', 'Dishwasher'] },
] as const;

/** Training programs (Programs › Training Programs) and where their graduates were hired. */
const programs: readonly ProgramProfile[] = [
  { program: 'Warehouse & Logistics', wage: [16.5, 19.5], employers: [0], weight: 26 },
  { program: 'Advanced Manufacturing', wage: [17, 21], employers: [1, 2], weight: 24 },
  { program: 'Construction Trades', wage: [18, 23], employers: [3], weight: 12 },
  { program: 'Healthcare Support', wage: [15.5, 18], employers: [4], weight: 12 },
  { program: 'Software Development Bootcamp', wage: [22, 30], employers: [5], weight: 5 },
  { program: 'Job Readiness Essentials', wage: [14, 16.5], employers: [6, 7, 0], weight: 14 },
  { program: null, wage: [14, 17], employers: [6, 7], weight: 7 },
];

const firstNames = [
  'Aaron',
  'Alexis',
  'Andre',
  'Angela',
  'Anthony',
  'Ashley',
  'Brian',
  'Brittany',
  'Carlos',
  'Carmen',
  'Chris',
  'Dana',
  'Darnell',
  'Denise',
  'Derek',
  'Diana',
  'Eric',
  'Gina',
  'Gregory',
  'Hector',
  'Isaac',
  'Jasmine',
  'Jerome',
  'Joanna',
  'Jose',
  'Karen',
  'Keith',
  'Latoya',
  'Malik',
  'Maria',
  'Nathan',
  'Olivia',
  'Omar',
  'Paula',
  'Quentin',
  'Renee',
  'Ricardo',
  'Sabrina',
  'Trevor',
  'Vanessa',
];
const lastNames = [
  'Abbott',
  'Bishop',
  'Castillo',
  'Dawson',
  'Ellison',
  'Fletcher',
  'Garrison',
  'Hendricks',
  'Ingram',
  'Jenkins',
  'Kowalski',
  'Lawson',
  'Mendoza',
  'Nolan',
  'Ortega',
  'Pruitt',
  'Quinn',
  'Ramsey',
  'Sutton',
  'Thornton',
  'Underwood',
  'Vasquez',
  'Whitaker',
  'Yates',
];

/** The demo case worker's clients in "Placement" (caseload positions 13–17) and their hires. */
const caseloadPlacements = [
  // The 90-day follow-up is overdue: the one the browser test records.
  {
    position: 13,
    startedDaysAgo: 102,
    program: 'Warehouse & Logistics',
    employer: 0,
    wage: 18.25,
    recordThrough: 30,
  },
  {
    position: 14,
    startedDaysAgo: 45,
    program: 'Advanced Manufacturing',
    employer: 1,
    wage: 19.5,
    recordThrough: 0,
  },
  {
    position: 15,
    startedDaysAgo: 214,
    program: 'Construction Trades',
    employer: 3,
    wage: 20.75,
    recordThrough: 180,
  },
  {
    position: 16,
    startedDaysAgo: 405,
    program: 'Healthcare Support',
    employer: 4,
    wage: 16.75,
    recordThrough: 365,
  },
  {
    position: 17,
    startedDaysAgo: 12,
    program: 'Job Readiness Essentials',
    employer: 6,
    wage: 15.5,
    recordThrough: 0,
  },
];

interface Hire {
  clientUserId: number;
  clientProfileId: number;
  jobId: number;
  employerId: number;
  draft: PlacementDraft;
}

const isoDay = (now: Date, daysBack: number) => dateAfter(now, -daysBack);

async function addUser(
  trx: Transaction<Database>,
  user: { username: string; role: UserRole; fullName: string; createdAt: Date },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      username: user.username,
      password: NO_PASSWORD,
      email: `${user.username}@example.org`,
      role: user.role,
      full_name: user.fullName,
      created_at: user.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The history's partner employers and their (filled) postings: job ids by employer index. */
async function seedHistoryEmployers(
  trx: Transaction<Database>,
  now: Date,
): Promise<{ employerId: number; jobIds: number[] }[]> {
  const made: { employerId: number; jobIds: number[] }[] = [];
  for (const [index, employer] of employers.entries()) {
    const slug = employer.company.toLowerCase().replace(/[^a-z]+/g, '-');
    const userId = await addUser(trx, {
      username: slug,
      role: 'employer',
      fullName: `${employer.company} Hiring`,
      createdAt: daysAgo(now, SPAN_DAYS + 60 + index),
    });
    const { id: employerId } = await trx
      .insertInto('employers')
      .values({
        user_id: userId,
        company_name: employer.company,
        industry: employer.industry,
        company_size: '51-200',
        website: `https://${slug}.example.org`,
        description: `${employer.company} hires fair-chance candidates through Cedar Valley Pathways.`,
        is_verified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobs = await trx
      .insertInto('jobs')
      .values(
        employer.jobs.map((title) => ({
          employer_id: employerId,
          title,
          description: `${title} on a fair-chance team with on-the-job training.`,
          location: 'Waterloo, IA',
          salary: null,
          requirements: 'Reliable attendance; willingness to learn',
          // Filled long ago: the open-jobs figures count only the dashboards' postings.
          is_filled: true,
          posted_date: daysAgo(now, SPAN_DAYS + 30),
        })),
      )
      .returning('id')
      .execute();
    made.push({ employerId, jobIds: jobs.map((job) => job.id) });
  }
  return made;
}

/** Clients of the other case workers: one per draft with a hire, then some still looking. */
async function seedHistoryClients(
  trx: Transaction<Database>,
  now: Date,
  random: () => number,
  drafts: readonly PlacementDraft[],
): Promise<{ userId: number; profileId: number }[]> {
  const workerIds: number[] = [];
  for (const [index, worker] of caseWorkers.entries()) {
    workerIds.push(
      await addUser(trx, {
        ...worker,
        role: 'caseWorker',
        createdAt: daysAgo(now, SPAN_DAYS + 90 + index),
      }),
    );
  }
  const people = Array.from({ length: drafts.length + UNPLACED_CLIENTS }, (_, index) => {
    const draft = drafts[index];
    // A placed client came in a few months before the start; an unplaced one at any time.
    const intakeDaysAgo = draft
      ? draft.startedDaysAgo + 45 + Math.floor(random() * 120)
      : 20 + Math.floor(random() * SPAN_DAYS);
    const first = firstNames[index % firstNames.length] ?? '';
    const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length] ?? '';
    const lastHeard = draft?.followUps.filter((followUp) => followUp.recordedOnDay !== null).at(-1);
    const searching: readonly ClientStatus[] = ['Onboarding', 'Job Searching', 'Interviewing'];
    const status: ClientStatus = !draft
      ? (searching[index % searching.length] ?? 'Job Searching')
      : lastHeard && !lastHeard.stillEmployed
        ? 'Job Searching'
        : 'Placement';
    return {
      username: `history-client-${String(index + 1).padStart(3, '0')}`,
      fullName: `${first} ${last}`,
      intakeDaysAgo,
      status,
      caseWorkerId: workerIds[index % workerIds.length] ?? null,
    };
  });
  // One insert per table: the demo seed runs for every test file, so it has to be quick.
  const users = await trx
    .insertInto('users')
    .values(
      people.map((person) => ({
        username: person.username,
        password: NO_PASSWORD,
        email: `${person.username}@example.org`,
        role: 'client',
        full_name: person.fullName,
        created_at: daysAgo(now, person.intakeDaysAgo),
      })),
    )
    .returning(['id', 'username'])
    .execute();
  const userIdOf = new Map(users.map((user) => [user.username, user.id]));
  const profiles = await trx
    .insertInto('client_profiles')
    .values(
      people.map((person) => ({
        user_id: userIdOf.get(person.username) ?? 0,
        case_worker_id: person.caseWorkerId,
        employment_goal: 'Stable full-time employment',
        current_status: person.status,
        intake_date: daysAgo(now, person.intakeDaysAgo),
        housing_status: 'Stable',
        barriers_to_employment: ['Criminal record'],
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
  const profileOf = new Map(profiles.map((profile) => [profile.user_id, profile.id]));
  return people.map((person) => {
    const userId = userIdOf.get(person.username) ?? 0;
    return { userId, profileId: profileOf.get(userId) ?? 0 };
  });
}

/**
 * Writes the hires, one insert per table: the applications (Hired), program enrolments, placements,
 * the clients' action-plan milestones (placement done, follow-ups dated from the start) and the
 * follow-ups linked to them. Each client here has one hire, so rows are matched back by client.
 */
async function writeHires(
  trx: Transaction<Database>,
  now: Date,
  hires: readonly Hire[],
  createdBy: number | null,
): Promise<void> {
  const template = await loadPlanTemplate(trx);
  const stepPosition = (name: string) => template.findIndex((step) => step.name === name);
  const enrolled = hires.filter((hire) => hire.draft.program !== null);
  if (enrolled.length > 0) {
    await trx
      .insertInto('program_enrollments')
      .values(
        enrolled.map((hire) => ({
          client_profile_id: hire.clientProfileId,
          program: hire.draft.program ?? '',
          enrolled_on: isoDay(now, hire.draft.startedDaysAgo + 60),
          recorded_by: createdBy,
        })),
      )
      .execute();
  }
  const applications = await trx
    .insertInto('applications')
    .values(
      hires.map((hire) => ({
        job_id: hire.jobId,
        client_id: hire.clientUserId,
        status: 'Hired',
        applied_date: daysAgo(now, hire.draft.startedDaysAgo + 21),
      })),
    )
    .returning(['id', 'client_id'])
    .execute();
  const applicationOf = new Map(applications.map((row) => [row.client_id, row.id]));
  const placements = await trx
    .insertInto('placements')
    .values(
      hires.map((hire) => ({
        application_id: applicationOf.get(hire.clientUserId) ?? 0,
        client_profile_id: hire.clientProfileId,
        employer_id: hire.employerId,
        job_id: hire.jobId,
        start_date: isoDay(now, hire.draft.startedDaysAgo),
        hourly_wage: hire.draft.hourlyWage,
        hours_per_week: hire.draft.hoursPerWeek,
        program: hire.draft.program,
        created_by: createdBy,
        created_at: daysAgo(now, hire.draft.startedDaysAgo + 7),
      })),
    )
    .returning(['id', 'client_profile_id'])
    .execute();
  const placementOf = new Map(placements.map((row) => [row.client_profile_id, row.id]));

  const startOf = (hire: Hire) => daysAgo(now, hire.draft.startedDaysAgo);
  const recordedAt = (hire: Hire, day: number) => {
    const outcome = hire.draft.followUps.find((followUp) => followUp.day === day);
    if (!outcome || outcome.recordedOnDay === null) return null;
    return { outcome, at: new Date(startOf(hire).getTime() + outcome.recordedOnDay * DAY_MS) };
  };
  const milestones = await trx
    .insertInto('milestones')
    .values(
      hires.flatMap((hire) => [
        {
          client_id: hire.clientUserId,
          name: PLACEMENT_STEP,
          description: 'Hired into a job',
          is_completed: true,
          completed_date: daysAgo(now, hire.draft.startedDaysAgo + 7),
          position: stepPosition(PLACEMENT_STEP),
        },
        ...FOLLOW_UP_DAYS.map((day) => {
          const recorded = recordedAt(hire, day);
          return {
            client_id: hire.clientUserId,
            name: followUpStepName(day),
            description: 'Check in with the client and the employer',
            due_date: dateAfter(startOf(hire), day),
            is_completed: recorded !== null,
            completed_date: recorded?.at ?? null,
            position: stepPosition(followUpStepName(day)),
          };
        }),
      ]),
    )
    .returning(['id', 'client_id', 'name'])
    .execute();
  const milestoneOf = new Map(milestones.map((row) => [`${row.client_id}:${row.name}`, row.id]));
  await trx
    .insertInto('placement_follow_ups')
    .values(
      hires.flatMap((hire) =>
        FOLLOW_UP_DAYS.map((day) => {
          const recorded = recordedAt(hire, day);
          return {
            placement_id: placementOf.get(hire.clientProfileId) ?? 0,
            day,
            due_on: dateAfter(startOf(hire), day),
            milestone_id: milestoneOf.get(`${hire.clientUserId}:${followUpStepName(day)}`) ?? null,
            recorded_at: recorded?.at ?? null,
            recorded_by: recorded ? createdBy : null,
            still_employed: recorded?.outcome.stillEmployed ?? null,
            same_employer: recorded?.outcome.sameEmployer ?? null,
            hourly_wage: recorded?.outcome.hourlyWage ?? null,
            version: recorded ? 2 : 1,
          };
        }),
      ),
    )
    .execute();
  await refreshFollowUpSummaries(trx, [...placementOf.values()]);
}

/**
 * Seeds the history. `caseloadClientIds` are the demo case worker's clients (seedCaseload's order);
 * `caseWorkerId` records their follow-ups.
 */
export async function seedPlacementHistory(
  trx: Transaction<Database>,
  caseloadClientIds: readonly number[],
  caseWorkerId: number,
  now: Date,
): Promise<void> {
  const random = seededRandom(HISTORY_SEED);
  const partners = await seedHistoryEmployers(trx, now);
  const drafts = draftPlacements(random, programs, HISTORY_PLACEMENTS, SPAN_DAYS);
  const clients = await seedHistoryClients(trx, now, random, drafts);
  const hires: Hire[] = drafts.map((draft, index) => {
    const partner = partners[draft.employerIndex];
    const client = clients[index];
    return {
      clientUserId: client?.userId ?? 0,
      clientProfileId: client?.profileId ?? 0,
      employerId: partner?.employerId ?? 0,
      jobId: partner?.jobIds[index % partner.jobIds.length] ?? 0,
      draft,
    };
  });
  await writeHires(trx, now, hires, null);

  const profiles = await trx
    .selectFrom('client_profiles')
    .select(['id', 'user_id'])
    .where('user_id', 'in', [...caseloadClientIds])
    .execute();
  const caseloadHires: Hire[] = caseloadPlacements.map((spec) => {
    const userId = caseloadClientIds[spec.position] ?? 0;
    const partner = partners[spec.employer];
    const followUps = followUpOutcomes(random, spec.startedDaysAgo, spec.wage)
      .filter((followUp) => followUp.day <= spec.recordThrough)
      .map((followUp) => ({
        ...followUp,
        recordedOnDay: followUp.recordedOnDay ?? followUp.day,
        stillEmployed: true,
        sameEmployer: true,
      }));
    return {
      clientUserId: userId,
      clientProfileId: profiles.find((profile) => profile.user_id === userId)?.id ?? 0,
      employerId: partner?.employerId ?? 0,
      jobId: partner?.jobIds[0] ?? 0,
      draft: {
        program: spec.program,
        employerIndex: spec.employer,
        startedDaysAgo: spec.startedDaysAgo,
        hourlyWage: spec.wage,
        hoursPerWeek: 40,
        followUps: followUps.map((followUp) => ({
          ...followUp,
          hourlyWage: followUp.hourlyWage ?? spec.wage,
        })),
      },
    };
  });
  await writeHires(trx, now, caseloadHires, caseWorkerId);
}
