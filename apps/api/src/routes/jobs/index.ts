import { JOBS_PAGE_SIZE } from '@pathways/schemas';
import type { Application, User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { FieldCipher } from '../../lib/field-cipher.js';
import { HttpError } from '../../lib/http-error.js';
import { recordAccess } from '../../repositories/access-log.js';
import { findClient } from '../../repositories/clients.js';
import {
  applicationSelect,
  findApplication,
  findJob,
  publishedJobsMentioning,
  recordApplicationEvent,
  searchJobs,
  toJob,
  withHistories,
} from '../../repositories/jobs.js';
import type { ApplicationRow, JobRow } from '../../repositories/jobs.js';
import { findActiveEmployerConsent, recordDisclosure } from '../../services/consents.js';
import { canMoveApplication, isOpenApplication } from '../../services/job-pipeline.js';
import { rankJobs } from '../../services/job-matching.js';
import { enqueueMessage } from '../../services/outbox.js';
import { createPlacement } from '../../services/placements.js';
import { registerEmployerRoutes } from './employer.js';
import { CLIENT_APPLICATIONS_PATH } from './paths.js';
import {
  SEEKER_DECLARATION_FIELD,
  declaredCategories,
  registerSeekerProfileRoutes,
} from './seeker-profile.js';

const NO_JOB = 'No such job';
const NO_APPLICATION = 'No such application';
/** How many published postings the matches rank (those mentioning the client's terms, newest first). */
const MATCH_CANDIDATES = 200;

/**
 * The job board (issue 14). Postings belong to an employer (404 to anyone else but admins);
 * applications belong to their applicant and to the posting's employer; a case worker reaches the
 * applications of their own caseload. Every status change is checked against job-pipeline.ts (409)
 * and, for applications, against the version the caller read (409 to the slower of two).
 */
export default function jobRoutes(app: FastifyInstance) {
  /** A posting the caller may manage: their own, or any for an admin. */
  async function ownJob(user: User, jobId: number): Promise<JobRow> {
    const row = await findJob(app.db, jobId);
    if (!row || (user.role !== 'admin' && row.employer_user_id !== user.id)) {
      throw new HttpError(404, NO_JOB);
    }
    return row;
  }

  /** An application to one of the caller's postings (any, for an admin). */
  async function employersApplication(user: User, id: number): Promise<ApplicationRow> {
    const row = await findApplication(app.db, id);
    if (!row || (user.role !== 'admin' && row.employer_user_id !== user.id)) {
      throw new HttpError(404, NO_APPLICATION);
    }
    return row;
  }

  async function employerView(id: number): Promise<Application> {
    const row = await findApplication(app.db, id);
    if (!row) throw new HttpError(404, NO_APPLICATION);
    const [application] = await withHistories(app.db, [row], false);
    if (!application) throw new HttpError(404, NO_APPLICATION);
    return application;
  }

  /** A case worker's own client (any client for an admin), else 404. */
  async function caseloadClient(user: User, clientId: number) {
    const row = await findClient(app.db, clientId);
    if (!row || (user.role !== 'admin' && row.case_worker_id !== user.id)) {
      throw new HttpError(404, 'No such client');
    }
    return row;
  }

  registerEmployerRoutes(app, ownJob);
  registerSeekerProfileRoutes(app);

  contractRoute(app, 'GET /api/jobs', {}, async ({ query }) => {
    const { rows, total } = await searchJobs(app.db, query);
    return { jobs: rows.map(toJob), total, page: query.page, pageSize: JOBS_PAGE_SIZE };
  });

  contractRoute(app, 'GET /api/jobs/:id', {}, async ({ params }) => {
    const row = await findJob(app.db, params.id);
    if (!row || row.status !== 'published') throw new HttpError(404, NO_JOB);
    return toJob(row);
  });

  contractRoute(app, 'POST /api/jobs/:id/applications', {}, async ({ params, body, user }) => {
    const job = await findJob(app.db, params.id);
    // A posting not yet published is not there for a client at all.
    if (!job || job.status === 'draft' || job.status === 'submitted') {
      throw new HttpError(404, NO_JOB);
    }
    if (job.status !== 'published') {
      throw new HttpError(409, 'This job is no longer taking applications');
    }
    const now = app.clock.now();
    const id = await app.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('applications')
        .values({
          job_id: job.id,
          client_id: user.id,
          status: 'Pending',
          applied_date: now,
          notes: body.note ?? null,
        })
        .onConflict((conflict) => conflict.columns(['job_id', 'client_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new HttpError(409, 'You have already applied to this job');
      await recordApplicationEvent(trx, {
        applicationId: row.id,
        actorId: user.id,
        at: now,
        kind: 'status',
        toStatus: 'Pending',
      });
      return row.id;
    });
    return clientView(id);
  });

  async function clientView(id: number): Promise<Application> {
    const row = await findApplication(app.db, id);
    if (!row) throw new HttpError(404, NO_APPLICATION);
    const [application] = await withHistories(app.db, [row], true);
    if (!application) throw new HttpError(404, NO_APPLICATION);
    return application;
  }

  contractRoute(app, 'GET /api/my/matches', {}, async ({ user }) => {
    const profile = await app.db
      .selectFrom('client_profiles')
      .select(['skills', 'job_interests', 'sensitive'])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const skills = profile?.skills ?? [];
    const interests = profile?.job_interests ?? [];
    // Opened only to rank, inside the server: nothing of it leaves in the answer.
    const declared = profile ? declaredCategories(app.cipher, profile.sensitive) : [];
    const rows = await publishedJobsMentioning(app.db, [...skills, ...interests], MATCH_CANDIDATES);
    const fallback =
      rows.length === 0 ? await publishedJobsMentioning(app.db, [], MATCH_CANDIDATES) : rows;
    return rankJobs(fallback.map(toJob), { skills, interests, declared });
  });

  contractRoute(app, 'GET /api/my/applications', {}, async ({ user }) => {
    const rows = await applicationSelect(app.db)
      .where('applications.client_id', '=', user.id)
      .orderBy('applications.applied_date', 'desc')
      .orderBy('applications.id', 'desc')
      .execute();
    return { applications: await withHistories(app.db, rows, true) };
  });

  contractRoute(app, 'POST /api/my/applications/:id/withdraw', {}, async ({ params, user }) => {
    const before = await findApplication(app.db, params.id);
    if (!before || before.client_id !== user.id) throw new HttpError(404, NO_APPLICATION);
    const from = before.status as Application['status'];
    if (!isOpenApplication(from)) {
      throw new HttpError(409, `This application is ${from} and can no longer be withdrawn`);
    }
    const now = app.clock.now();
    await app.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('applications')
        .set((eb) => ({ status: 'Withdrawn', version: eb('version', '+', 1) }))
        .where('id', '=', before.id)
        .where('status', '=', from)
        .returning('id')
        .executeTakeFirst();
      if (!moved) throw new HttpError(409, 'This application changed meanwhile; please reload it');
      await recordApplicationEvent(trx, {
        applicationId: before.id,
        actorId: user.id,
        at: now,
        kind: 'status',
        fromStatus: from,
        toStatus: 'Withdrawn',
      });
    });
    return clientView(before.id);
  });

  contractRoute(app, 'GET /api/employer/applications', {}, async ({ user }) => {
    const rows = await applicationSelect(app.db)
      .$if(user.role !== 'admin', (qb) => qb.where('employers.user_id', '=', user.id))
      // A withdrawn application is the client's to take back; the employer no longer acts on it.
      .orderBy('applications.applied_date', 'desc')
      .orderBy('applications.id', 'desc')
      .execute();
    return { applications: await withHistories(app.db, rows, false) };
  });

  contractRoute(
    app,
    'POST /api/employer/applications/:id/status',
    {},
    async ({ params, body, user }) => {
      const before = await employersApplication(user, params.id);
      const from = before.status as Application['status'];
      if (!canMoveApplication(from, body.to)) {
        throw new HttpError(409, `An application cannot move from ${from} to ${body.to}`);
      }
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        // Only over the version the caller read: of two moves from one version, the second is refused.
        const moved = await trx
          .updateTable('applications')
          .set((eb) => ({ status: body.to, version: eb('version', '+', 1) }))
          .where('id', '=', before.id)
          .where('version', '=', body.version)
          .returning('version')
          .executeTakeFirst();
        if (!moved) {
          const message =
            'Someone else changed this application first. Reload it to see where it is now.';
          throw new HttpError(409, message, { version: [message] });
        }
        await recordApplicationEvent(trx, {
          applicationId: before.id,
          actorId: user.id,
          at: now,
          kind: 'status',
          fromStatus: from,
          toStatus: body.to,
        });
        if (body.to === 'Hired') {
          const profile = await trx
            .selectFrom('client_profiles')
            .select('id')
            .where('user_id', '=', before.client_id)
            .executeTakeFirst();
          if (!profile) throw new HttpError(409, 'This applicant has no client record to place');
          await createPlacement(trx, {
            applicationId: before.id,
            clientProfileId: profile.id,
            employerId: before.employer_id,
            jobId: before.job_id,
            startDate: body.startDate ?? '',
            hourlyWage: body.hourlyWage ?? 0,
            hoursPerWeek: body.hoursPerWeek ?? 0,
            createdBy: user.id,
            now,
          });
        }
        await enqueueMessage(trx, app.outbox, {
          to: before.client_email,
          message: {
            template: 'applicationStatus',
            data: {
              name: before.client_name,
              jobTitle: before.job_title,
              companyName: before.company_name,
              status: body.to,
              link: app.outbox.link(CLIENT_APPLICATIONS_PATH),
            },
          },
        });
      });
      return employerView(before.id);
    },
  );

  contractRoute(
    app,
    'POST /api/employer/applications/:id/notes',
    {},
    async ({ params, body, user }) => {
      const row = await employersApplication(user, params.id);
      await recordApplicationEvent(app.db, {
        applicationId: row.id,
        actorId: user.id,
        at: app.clock.now(),
        kind: 'note',
        body: body.body,
      });
      return employerView(row.id);
    },
  );

  contractRoute(
    app,
    'POST /api/employer/applications/:id/interview-times',
    {},
    async ({ params, body, user }) => {
      const row = await employersApplication(user, params.id);
      if (!isOpenApplication(row.status as Application['status'])) {
        throw new HttpError(409, `This application is ${row.status}; there is nothing to schedule`);
      }
      await recordApplicationEvent(app.db, {
        applicationId: row.id,
        actorId: user.id,
        at: app.clock.now(),
        kind: 'interviewTimes',
        times: body.times.map((time) => new Date(time)),
      });
      return employerView(row.id);
    },
  );

  contractRoute(app, 'GET /api/employer/candidates', {}, async ({ user }) => {
    const now = app.clock.now();
    const rows = await app.db
      .selectFrom('referrals')
      .innerJoin('jobs', 'jobs.id', 'referrals.job_id')
      .innerJoin('employers', 'employers.id', 'jobs.employer_id')
      .innerJoin('users as client', 'client.id', 'referrals.client_id')
      .innerJoin('client_profiles as profile', 'profile.user_id', 'referrals.client_id')
      .select([
        'referrals.id',
        'referrals.client_id',
        'referrals.note',
        'referrals.created_at',
        'jobs.id as job_id',
        'jobs.title',
        'employers.company_name',
        'client.full_name',
        'client.email',
        'client.phone',
        'profile.employment_goal',
        'profile.skills',
        'profile.sensitive',
      ])
      .$if(user.role !== 'admin', (qb) => qb.where('employers.user_id', '=', user.id))
      .orderBy('referrals.id', 'desc')
      .execute();
    const candidates = [];
    for (const row of rows) {
      // Each read asks again: a consent revoked since the referral hides the person from then on.
      const consent = await findActiveEmployerConsent(app.db, row.client_id, row.company_name, now);
      const declared = consent ? declaredCategories(app.cipher, row.sensitive) : [];
      if (consent && FieldCipher.isSealed(row.sensitive[SEEKER_DECLARATION_FIELD])) {
        await recordAccess(app.db, {
          actorId: user.id,
          at: now,
          clientId: row.client_id,
          fields: [SEEKER_DECLARATION_FIELD],
          reason: `Referred candidate, under consent ${consent.id}`,
        });
      }
      candidates.push({
        referralId: row.id,
        job: { id: row.job_id, title: row.title },
        referredAt: row.created_at.toISOString(),
        consentActive: consent !== undefined,
        details: consent
          ? {
              fullName: row.full_name,
              email: row.email,
              phone: row.phone,
              employmentGoal: row.employment_goal,
              skills: row.skills,
              offenseCategories: declared,
            }
          : null,
        note: consent ? row.note : null,
      });
    }
    return { candidates };
  });

  contractRoute(app, 'GET /api/clients/:id/applications', {}, async ({ params, user }) => {
    await caseloadClient(user, params.id);
    const rows = await applicationSelect(app.db)
      .where('applications.client_id', '=', params.id)
      .orderBy('applications.applied_date', 'desc')
      .orderBy('applications.id', 'desc')
      .execute();
    return { applications: await withHistories(app.db, rows, true) };
  });

  contractRoute(app, 'POST /api/clients/:id/referrals', {}, async ({ params, body, user }) => {
    await caseloadClient(user, params.id);
    const job = await findJob(app.db, body.jobId);
    if (!job || job.status !== 'published') {
      throw new HttpError(404, NO_JOB, { jobId: ['Please choose a published job'] });
    }
    const now = app.clock.now();
    const consent = await findActiveEmployerConsent(app.db, params.id, job.company_name, now);
    if (!consent) {
      throw new HttpError(
        409,
        `Not referred: the client has no active consent to share their details with ${job.company_name}. Record their consent first.`,
      );
    }
    return app.db.transaction().execute(async (trx) => {
      const disclosure = await recordDisclosure(trx, {
        clientId: params.id,
        consentId: consent.id,
        recipient: job.company_name,
        purpose: `Referral to ${job.title}`,
        actorId: user.id,
        now,
      });
      const row = await trx
        .insertInto('referrals')
        .values({
          client_id: params.id,
          job_id: job.id,
          referred_by: user.id,
          disclosure_id: disclosure.id,
          note: body.note ?? null,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['client_id', 'job_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new HttpError(409, 'This client is already referred to this job');
      return {
        id: row.id,
        jobId: row.job_id,
        clientId: row.client_id,
        disclosureId: row.disclosure_id,
        createdAt: row.created_at.toISOString(),
      };
    });
  });
}
