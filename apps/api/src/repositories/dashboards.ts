import { dashboard } from '@pathways/content';
import type { ApplicationStatus } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { User } from './users.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** The admin charts cover the last eight weeks. */
const CHART_WEEKS = 8;
const RECENT_LIMIT = 5;
const JOB_MATCH_LIMIT = 3;
const PERCENT = 100;
/** The four client statuses of the case worker's split (spec §4). */
export const caseloadStatuses = [
  'Job Searching',
  'Interviewing',
  'Placement',
  'Onboarding',
] as const;
/** New applications: the job board's first step (the migration renamed the old "New" to it). */
const NEW_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['Pending'];

export function startOfToday(now: Date): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return start;
}

function count(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

/** Buckets timestamps into the last CHART_WEEKS weeks, oldest first (bucket by age, so it is timezone-free). */
function perWeek(dates: readonly Date[], now: Date): { weekStart: string; count: number }[] {
  const buckets = Array.from({ length: CHART_WEEKS }, (_, index) => ({
    weekStart: new Date(now.getTime() - (CHART_WEEKS - index) * WEEK_MS).toISOString(),
    count: 0,
  }));
  for (const date of dates) {
    const weeksAgo = Math.floor((now.getTime() - date.getTime()) / WEEK_MS);
    const bucket = buckets[CHART_WEEKS - 1 - weeksAgo];
    if (bucket) bucket.count += 1;
  }
  return buckets;
}

async function openJobMatches(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('jobs')
    .innerJoin('employers', 'employers.id', 'jobs.employer_id')
    .select([
      'jobs.id',
      'jobs.title',
      'jobs.location',
      'jobs.salary',
      'jobs.pay_min',
      'jobs.pay_max',
      'jobs.posted_date',
      'employers.company_name',
    ])
    .where('jobs.status', '=', 'published')
    .orderBy('jobs.posted_date', 'desc')
    .limit(JOB_MATCH_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    companyName: row.company_name,
    location: row.location,
    salary: row.salary,
    payMin: row.pay_min,
    payMax: row.pay_max,
    postedDate: row.posted_date.toISOString(),
  }));
}

/** The client's own view; an admin (who has no caseload of their own) gets the same shape, empty. */
export async function getClientDashboard(db: Kysely<Database>, user: User, now = new Date()) {
  const base = {
    welcomeName: user.fullName,
    documentsNeeded: dashboard.client.documentsNeeded,
    resources: dashboard.client.resources,
  };
  if (user.role !== 'client') {
    return {
      ...base,
      hasResume: false,
      currentStatus: null,
      nextAppointment: null,
      jobMatches: [],
      milestones: [],
      applications: [],
    };
  }
  const profile = await db
    .selectFrom('client_profiles')
    .select(['resume_url', 'resume_summary', 'current_status'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const next = await db
    .selectFrom('appointments')
    .innerJoin('users as worker', 'worker.id', 'appointments.case_worker_id')
    .select([
      'appointments.id',
      'appointments.title',
      'appointments.date',
      'appointments.notes',
      'appointments.status',
      'worker.full_name as caseWorkerName',
    ])
    .where('appointments.client_id', '=', user.id)
    .where('appointments.date', '>=', now)
    .where('appointments.is_completed', '=', false)
    .orderBy('appointments.date')
    .executeTakeFirst();
  const milestones = await db
    .selectFrom('milestones')
    .select(['id', 'name', 'description', 'is_completed', 'completed_date'])
    .where('client_id', '=', user.id)
    .orderBy('id')
    .execute();
  const applications = await db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .innerJoin('employers', 'employers.id', 'jobs.employer_id')
    .select([
      'applications.id',
      'applications.status',
      'applications.applied_date',
      'jobs.title',
      'employers.company_name',
    ])
    .where('applications.client_id', '=', user.id)
    .orderBy('applications.applied_date', 'desc')
    .execute();
  return {
    ...base,
    // A resume file or the resume details the client filled in on My Profile.
    hasResume: Boolean(profile?.resume_url) || Boolean(profile?.resume_summary),
    currentStatus: profile?.current_status ?? null,
    nextAppointment: next
      ? {
          id: next.id,
          title: next.title,
          date: next.date.toISOString(),
          notes: next.notes,
          status: next.status,
          caseWorkerName: next.caseWorkerName,
        }
      : null,
    jobMatches: await openJobMatches(db),
    milestones: milestones.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      isCompleted: row.is_completed,
      completedDate: row.completed_date?.toISOString() ?? null,
    })),
    applications: applications.map((row) => ({
      id: row.id,
      jobTitle: row.title,
      companyName: row.company_name,
      status: row.status,
      appliedDate: row.applied_date.toISOString(),
    })),
  };
}

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

export async function getAdminDashboard(db: Kysely<Database>, now = new Date()) {
  const countOf = async (query: Promise<{ n: string | number | bigint } | undefined>) =>
    count((await query)?.n);
  const countAll = sql<string>`count(*)`.as('n');
  const [users, clients, employers, openJobs, newContacts, openPledges] = await Promise.all([
    countOf(db.selectFrom('users').select(countAll).executeTakeFirst()),
    countOf(
      db.selectFrom('users').select(countAll).where('role', '=', 'client').executeTakeFirst(),
    ),
    countOf(db.selectFrom('employers').select(countAll).executeTakeFirst()),
    countOf(
      db.selectFrom('jobs').select(countAll).where('status', '=', 'published').executeTakeFirst(),
    ),
    countOf(
      db
        .selectFrom('contact_submissions')
        .select(countAll)
        .where('is_resolved', '=', false)
        .executeTakeFirst(),
    ),
    // Donation pledges staff have yet to arrange (issue 12), until the staff inbox lists them.
    countOf(
      db
        .selectFrom('donation_pledges')
        .select(countAll)
        .where('is_resolved', '=', false)
        .executeTakeFirst(),
    ),
  ]);
  const since = new Date(now.getTime() - CHART_WEEKS * WEEK_MS);
  const signups = await db
    .selectFrom('users')
    .select('created_at')
    .where('created_at', '>=', since)
    .execute();
  const submissionDates: Date[] = [];
  for (const table of [
    'contact_submissions',
    'client_intake_submissions',
    'employer_partnership_submissions',
    'volunteer_applications',
    'employer_onboarding_submissions',
    'donation_pledges',
  ] as const) {
    const rows = await db
      .selectFrom(table)
      .select('submitted_at')
      .where('submitted_at', '>=', since)
      .execute();
    submissionDates.push(...rows.map((row) => row.submitted_at));
  }
  const recentUsers = await db
    .selectFrom('users')
    .select(['id', 'username', 'full_name', 'email', 'role', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  const recentContacts = await db
    .selectFrom('contact_submissions')
    .select(['id', 'reference', 'name', 'email', 'subject', 'submitted_at', 'is_resolved'])
    .orderBy('submitted_at', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  const recentStories = await db
    .selectFrom('success_stories')
    .select(['id', 'title', 'category', 'publish_date', 'is_published'])
    .orderBy('publish_date', 'desc')
    .limit(RECENT_LIMIT)
    .execute();
  return {
    stats: {
      users,
      clients,
      employers,
      openJobs,
      newContactSubmissions: newContacts,
      openPledges,
    },
    signupsPerWeek: perWeek(
      signups.map((row) => row.created_at),
      now,
    ),
    submissionsPerWeek: perWeek(submissionDates, now),
    recentUsers: recentUsers.map((row) => ({
      id: row.id,
      username: row.username,
      fullName: row.full_name,
      email: row.email,
      role: row.role,
      createdAt: row.created_at.toISOString(),
      status: 'Active',
    })),
    recentContactSubmissions: recentContacts.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      email: row.email,
      subject: row.subject,
      submittedAt: row.submitted_at.toISOString(),
      status: row.is_resolved ? 'Replied' : 'New',
    })),
    recentStories: recentStories.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      publishDate: row.publish_date.toISOString(),
      status: row.is_published ? 'Published' : 'Draft',
    })),
  };
}

/** The dashboard's label of a posting: spec §4's Active / New / Draft, and where it ended. */
function postingLabel(status: string, isRecent: boolean): string {
  if (status === 'published') return isRecent ? 'New' : 'Active';
  if (status === 'filled') return 'Filled';
  if (status === 'closed') return 'Closed';
  return 'Draft';
}

/** An employer sees their own postings and the applications to them; an admin sees every employer's. */
export async function getEmployerDashboard(db: Kysely<Database>, user: User, now = new Date()) {
  const employerIds = (
    await db
      .selectFrom('employers')
      .select('id')
      .$if(user.role !== 'admin', (qb) => qb.where('user_id', '=', user.id))
      .execute()
  ).map((row) => row.id);
  if (employerIds.length === 0) {
    return {
      stats: { activePostings: 0, totalApplications: 0, newApplications: 0, interviews: 0 },
      postings: [],
      recentApplications: [],
    };
  }
  const postings = await db
    .selectFrom('jobs')
    .leftJoin('applications', 'applications.job_id', 'jobs.id')
    .select(['jobs.id', 'jobs.title', 'jobs.location', 'jobs.posted_date', 'jobs.status'])
    .select((eb) => eb.fn.count<string>('applications.id').as('applicationCount'))
    .where('jobs.employer_id', 'in', employerIds)
    .groupBy(['jobs.id', 'jobs.title', 'jobs.location', 'jobs.posted_date', 'jobs.status'])
    .orderBy('jobs.posted_date', 'desc')
    .execute();
  const applications = await db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .innerJoin('users as candidate', 'candidate.id', 'applications.client_id')
    .select([
      'applications.id',
      'applications.status',
      'applications.applied_date',
      'jobs.title',
      'candidate.full_name',
    ])
    .where('jobs.employer_id', 'in', employerIds)
    .orderBy('applications.applied_date', 'desc')
    .execute();
  /** A posting younger than a week is labelled New (spec §4's Active / New / Draft labels). */
  const newPostingSince = now.getTime() - WEEK_MS;
  return {
    stats: {
      activePostings: postings.filter((posting) => posting.status === 'published').length,
      totalApplications: applications.length,
      newApplications: applications.filter((row) => NEW_APPLICATION_STATUSES.includes(row.status))
        .length,
      interviews: applications.filter((row) => row.status === 'Interview').length,
    },
    postings: postings.map((row) => ({
      id: row.id,
      title: row.title,
      location: row.location,
      postedDate: row.posted_date.toISOString(),
      applicationCount: count(row.applicationCount),
      status: postingLabel(row.status, row.posted_date.getTime() >= newPostingSince),
    })),
    recentApplications: applications.slice(0, RECENT_LIMIT).map((row) => ({
      id: row.id,
      jobTitle: row.title,
      candidateName: row.full_name,
      status: row.status,
      appliedDate: row.applied_date.toISOString(),
    })),
  };
}
