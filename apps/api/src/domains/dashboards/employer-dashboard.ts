import type { JobStatus } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { User } from '../users/repository.js';
import { NEW_APPLICATION_STATUSES, RECENT_LIMIT, WEEK_MS, count } from './shared.js';

/** The dashboard's label of a posting: spec §4's Active / New / Draft, and where it ended. */
function postingLabel(status: JobStatus, isRecent: boolean): string {
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
