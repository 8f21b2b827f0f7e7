import type { JobInput, JobStatus, User } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { findEmployerOf, findJob, jobSelect, toJob } from '../../repositories/jobs.js';
import type { JobRow } from '../../repositories/jobs.js';
import { canMoveJob } from '../../services/job-pipeline.js';
import { enqueueMessage } from '../../services/outbox.js';
import { EMPLOYER_JOBS_PATH } from './paths.js';

const NO_EMPLOYER = 'There is no company profile for this account';

/** The posting's columns from the employer's form (pay also kept as the dashboards' salary text). */
function jobColumns(input: Required<Pick<JobInput, 'payMin' | 'payMax'>> & JobInput) {
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    pay_min: input.payMin,
    pay_max: input.payMax,
    salary: `$${input.payMin}–${input.payMax}/hour`,
    schedule: input.schedule,
    requirements: input.requirements ?? null,
    fair_chance_statement: input.fairChanceStatement,
    excluded_categories: [...(input.excludedCategories ?? [])],
  };
}

/**
 * Employer › Profile and Jobs, and Admin › Jobs: a company edits its profile and writes postings;
 * an admin approves a submitted posting (it is published, and the employer is e-mailed in the same
 * transaction) or returns it to draft with a note.
 */
export function registerEmployerRoutes(
  app: FastifyInstance,
  ownJob: (user: User, jobId: number) => Promise<JobRow>,
): void {
  async function employerOf(user: User) {
    const employer = await findEmployerOf(app.db, user.id);
    if (!employer) throw new HttpError(404, NO_EMPLOYER);
    return employer;
  }

  async function reload(jobId: number) {
    const row = await findJob(app.db, jobId);
    if (!row) throw new HttpError(404, 'No such job');
    return toJob(row);
  }

  /** The posting's status now, when it may become `to`; 409 otherwise. */
  function checkJobMove(row: JobRow, to: JobStatus): JobStatus {
    const from = row.status as JobStatus;
    if (!canMoveJob(from, to)) throw new HttpError(409, `A ${from} posting cannot become ${to}`);
    return from;
  }

  contractRoute(app, 'GET /api/employer/profile', {}, async ({ user }) => {
    const row = await employerOf(user);
    return {
      id: row.id,
      companyName: row.company_name,
      industry: row.industry,
      companySize: row.company_size,
      website: row.website,
      description: row.description,
      isVerified: row.is_verified,
    };
  });

  contractRoute(app, 'PUT /api/employer/profile', {}, async ({ body, user }) => {
    const employer = await employerOf(user);
    const row = await app.db
      .updateTable('employers')
      .set({
        company_name: body.companyName,
        industry: body.industry ?? null,
        company_size: body.companySize ?? null,
        website: body.website ?? null,
        description: body.description ?? null,
      })
      .where('id', '=', employer.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      companyName: row.company_name,
      industry: row.industry,
      companySize: row.company_size,
      website: row.website,
      description: row.description,
      isVerified: row.is_verified,
    };
  });

  contractRoute(app, 'GET /api/employer/jobs', {}, async ({ user }) => {
    const rows = await jobSelect(app.db)
      .$if(user.role !== 'admin', (qb) => qb.where('employers.user_id', '=', user.id))
      .orderBy('jobs.posted_date', 'desc')
      .orderBy('jobs.id', 'desc')
      .execute();
    return { jobs: rows.map(toJob) };
  });

  contractRoute(app, 'POST /api/employer/jobs', {}, async ({ body, user }) => {
    const employer = await employerOf(user);
    const row = await app.db
      .insertInto('jobs')
      .values({
        employer_id: employer.id,
        ...jobColumns(body),
        status: 'draft',
        posted_date: app.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reload(row.id);
  });

  contractRoute(app, 'PUT /api/employer/jobs/:id', {}, async ({ params, body, user }) => {
    const before = await ownJob(user, params.id);
    if (before.status !== 'draft') {
      throw new HttpError(409, `A ${before.status} posting cannot be edited; only a draft can`);
    }
    const updated = await app.db
      .updateTable('jobs')
      .set((eb) => ({ ...jobColumns(body), version: eb('version', '+', 1) }))
      .where('id', '=', before.id)
      .where('status', '=', 'draft')
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new HttpError(409, 'This posting changed meanwhile; please reload it');
    return reload(before.id);
  });

  contractRoute(app, 'POST /api/employer/jobs/:id/status', {}, async ({ params, body, user }) => {
    const before = await ownJob(user, params.id);
    const from = checkJobMove(before, body.to);
    const updated = await app.db
      .updateTable('jobs')
      .set((eb) => ({
        status: body.to,
        is_filled: body.to === 'filled',
        ...(body.to === 'submitted' ? { review_note: null } : {}),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', before.id)
      .where('status', '=', from)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new HttpError(409, 'This posting changed meanwhile; please reload it');
    return reload(before.id);
  });

  contractRoute(app, 'GET /api/admin/jobs', {}, async ({ query }) => {
    const rows = await jobSelect(app.db)
      .$if(query.status !== undefined, (qb) =>
        qb.where('jobs.status', '=', query.status ?? 'draft'),
      )
      .orderBy('jobs.posted_date', 'desc')
      .orderBy('jobs.id', 'desc')
      .execute();
    return { jobs: rows.map(toJob) };
  });

  contractRoute(app, 'POST /api/admin/jobs/:id/review', {}, async ({ params, body }) => {
    const before = await findJob(app.db, params.id);
    if (!before) throw new HttpError(404, 'No such job');
    const to: JobStatus = body.decision === 'approve' ? 'published' : 'draft';
    if (before.status !== 'submitted') {
      throw new HttpError(
        409,
        `Only a submitted posting can be reviewed; this one is ${before.status}`,
      );
    }
    checkJobMove(before, to);
    const now = app.clock.now();
    await app.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('jobs')
        .set((eb) => ({
          status: to,
          review_note: body.decision === 'return' ? (body.note ?? null) : null,
          ...(to === 'published' ? { published_at: now, posted_date: now } : {}),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', before.id)
        .where('status', '=', 'submitted')
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new HttpError(409, 'This posting changed meanwhile; please reload it');
      if (to !== 'published') return;
      const employer = await trx
        .selectFrom('users')
        .select(['email', 'full_name'])
        .where('id', '=', before.employer_user_id)
        .executeTakeFirst();
      if (!employer) return;
      await enqueueMessage(trx, app.outbox, {
        to: employer.email,
        message: {
          template: 'postingApproved',
          data: {
            name: employer.full_name,
            jobTitle: before.title,
            link: app.outbox.link(EMPLOYER_JOBS_PATH),
          },
        },
      });
    });
    return reload(before.id);
  });
}
