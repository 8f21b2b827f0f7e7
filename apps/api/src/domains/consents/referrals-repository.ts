import type { Queryable } from '../../services/use-case-context.js';

/** Every query of `referrals`: a case worker's referral of a client to a posting. */

export async function insertReferral(
  db: Queryable,
  referral: {
    clientId: number;
    jobId: number;
    referredBy: number;
    disclosureId: number;
    note: string | null;
    now: Date;
  },
) {
  return db
    .insertInto('referrals')
    .values({
      client_id: referral.clientId,
      job_id: referral.jobId,
      referred_by: referral.referredBy,
      disclosure_id: referral.disclosureId,
      note: referral.note,
      created_at: referral.now,
    })
    .onConflict((conflict) => conflict.columns(['client_id', 'job_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * The referrals to an employer user's postings (every one, for `null`: an admin), newest first,
 * each with the client's application to the posting if any: its stage gates the record (the
 * Waterloo timing rule, issue 29).
 */
export function listCandidateReferrals(db: Queryable, employerUserId: number | null) {
  return db
    .selectFrom('referrals')
    .innerJoin('jobs', 'jobs.id', 'referrals.job_id')
    .innerJoin('employers', 'employers.id', 'jobs.employer_id')
    .innerJoin('users as client', 'client.id', 'referrals.client_id')
    .innerJoin('client_profiles as profile', 'profile.user_id', 'referrals.client_id')
    .leftJoin('applications as application', (join) =>
      join
        .onRef('application.job_id', '=', 'referrals.job_id')
        .onRef('application.client_id', '=', 'referrals.client_id'),
    )
    .select([
      'referrals.id',
      'referrals.client_id',
      'referrals.note',
      'referrals.created_at',
      'jobs.id as job_id',
      'jobs.title',
      'jobs.employer_id',
      'client.full_name',
      'client.email',
      'client.phone',
      'profile.employment_goal',
      'profile.skills',
      'profile.sensitive',
      'application.status as application_status',
    ])
    .$if(employerUserId !== null, (qb) => qb.where('employers.user_id', '=', employerUserId ?? 0))
    .orderBy('referrals.id', 'desc')
    .execute();
}

/** One client's referrals with their posting and, once the client applied to it, that status. */
export function listClientReferrals(db: Queryable, clientId: number) {
  return db
    .selectFrom('referrals')
    .innerJoin('jobs', 'jobs.id', 'referrals.job_id')
    .innerJoin('employers', 'employers.id', 'jobs.employer_id')
    .leftJoin('applications', (join) =>
      join
        .onRef('applications.job_id', '=', 'referrals.job_id')
        .onRef('applications.client_id', '=', 'referrals.client_id'),
    )
    .select([
      'referrals.id',
      'referrals.created_at',
      'jobs.id as job_id',
      'jobs.title',
      'employers.company_name',
      'applications.status as application_status',
    ])
    .where('referrals.client_id', '=', clientId)
    .orderBy('referrals.created_at', 'desc')
    .orderBy('referrals.id', 'desc')
    .execute();
}
