import { dashboard } from '@pathways/content';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { User } from '../users/repository.js';

const JOB_MATCH_LIMIT = 3;

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
