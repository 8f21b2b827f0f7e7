import { JOBS_PAGE_SIZE } from '@pathways/schemas';
import type {
  Application,
  ApplicationEvent,
  ApplicationStatus,
  Job,
  JobSchedule,
  JobSearchQuery,
  JobStatus,
  OffenseCategory,
} from '@pathways/schemas';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/** A posting joined with its employer. */
export function jobSelect(db: Queryable) {
  return db
    .selectFrom('jobs')
    .innerJoin('employers', 'employers.id', 'jobs.employer_id')
    .select([
      'jobs.id',
      'jobs.employer_id',
      'employers.company_name',
      'employers.user_id as employer_user_id',
      'jobs.title',
      'jobs.description',
      'jobs.location',
      'jobs.pay_min',
      'jobs.pay_max',
      'jobs.schedule',
      'jobs.requirements',
      'jobs.fair_chance_statement',
      'jobs.excluded_categories',
      'jobs.status',
      'jobs.review_note',
      'jobs.posted_date',
      'jobs.published_at',
      'jobs.version',
    ]);
}
export type JobRow = Awaited<ReturnType<typeof findJob>> & object;

export function findJob(db: Queryable, jobId: number) {
  return jobSelect(db).where('jobs.id', '=', jobId).executeTakeFirst();
}

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    employerId: row.employer_id,
    companyName: row.company_name,
    title: row.title,
    description: row.description,
    location: row.location,
    payMin: row.pay_min,
    payMax: row.pay_max,
    schedule: row.schedule as JobSchedule | null,
    requirements: row.requirements,
    fairChanceStatement: row.fair_chance_statement,
    excludedCategories: row.excluded_categories as OffenseCategory[],
    status: row.status as JobStatus,
    reviewNote: row.review_note,
    postedDate: row.posted_date.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
    version: row.version,
  };
}

/** The employer record of a signed-in employer user. */
export function findEmployerOf(db: Queryable, userId: number) {
  return db.selectFrom('employers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Published postings matching the search, newest first, one page. Keywords go through PostgreSQL
 * full text (the generated `search` column and its GIN index); PGlite runs the same SQL.
 */
export async function searchJobs(
  db: Queryable,
  query: JobSearchQuery,
): Promise<{ rows: JobRow[]; total: number }> {
  const q = query.q?.trim();
  const location = query.location?.trim();
  let select = jobSelect(db).where('jobs.status', '=', 'published');
  if (q) select = select.where(sql<boolean>`jobs.search @@ websearch_to_tsquery('english', ${q})`);
  if (location) {
    select = select.where(
      sql<boolean>`jobs.location ilike ${`%${location.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  }
  if (query.minPay !== undefined) select = select.where('jobs.pay_max', '>=', query.minPay);
  if (query.schedule) select = select.where('jobs.schedule', '=', query.schedule);
  const [rows, count] = await Promise.all([
    select
      .orderBy('jobs.posted_date', 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(JOBS_PAGE_SIZE)
      .offset((query.page - 1) * JOBS_PAGE_SIZE)
      .execute(),
    select
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Published postings mentioning any of the terms (all of them, newest first, when there are none). */
export function publishedJobsMentioning(db: Queryable, terms: readonly string[], limit: number) {
  let select = jobSelect(db).where('jobs.status', '=', 'published');
  if (terms.length > 0) {
    const anyTerm = sql.join(
      terms.map((term) => sql`plainto_tsquery('english', ${term})`),
      sql` || `,
    );
    select = select.where(sql<boolean>`jobs.search @@ (${anyTerm})`);
  }
  return select
    .orderBy('jobs.posted_date', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .execute();
}

/** An application joined with its posting, employer and applicant. */
export function applicationSelect(db: Queryable) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .innerJoin('employers', 'employers.id', 'jobs.employer_id')
    .innerJoin('users as client', 'client.id', 'applications.client_id')
    .select([
      'applications.id',
      'applications.status',
      'applications.notes',
      'applications.applied_date',
      'applications.version',
      'applications.client_id',
      'client.full_name as client_name',
      'client.email as client_email',
      'jobs.id as job_id',
      'jobs.title as job_title',
      'jobs.location as job_location',
      'jobs.status as job_status',
      'jobs.employer_id',
      'employers.company_name',
      'employers.user_id as employer_user_id',
    ]);
}
export type ApplicationRow = Awaited<ReturnType<typeof findApplication>> & object;

export function findApplication(db: Queryable, applicationId: number) {
  return applicationSelect(db).where('applications.id', '=', applicationId).executeTakeFirst();
}

/**
 * The history of the applications, by application id, oldest first. The employer's own notes and
 * interview times are theirs: `statusOnly` leaves them out (the client's and case worker's view).
 */
export async function listApplicationEvents(
  db: Queryable,
  applicationIds: readonly number[],
  statusOnly: boolean,
): Promise<Map<number, ApplicationEvent[]>> {
  const byApplication = new Map<number, ApplicationEvent[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .selectFrom('application_events as event')
    .leftJoin('users as actor', 'actor.id', 'event.actor_id')
    .select([
      'event.id',
      'event.application_id',
      'event.at',
      'event.kind',
      'event.from_status',
      'event.to_status',
      'event.body',
      'event.times',
      'event.actor_id',
      'actor.full_name as actor_name',
    ])
    .where('event.application_id', 'in', applicationIds)
    .$if(statusOnly, (qb) => qb.where('event.kind', '=', 'status'))
    .orderBy('event.id')
    .execute();
  for (const row of rows) {
    const events = byApplication.get(row.application_id) ?? [];
    events.push({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor_id === null ? null : { id: row.actor_id, fullName: row.actor_name ?? '' },
      kind: row.kind as ApplicationEvent['kind'],
      fromStatus: row.from_status,
      toStatus: row.to_status,
      body: row.body,
      times: row.times,
    });
    byApplication.set(row.application_id, events);
  }
  return byApplication;
}

export function toApplication(row: ApplicationRow, history: ApplicationEvent[]): Application {
  return {
    id: row.id,
    job: {
      id: row.job_id,
      title: row.job_title,
      companyName: row.company_name,
      location: row.job_location,
      status: row.job_status as JobStatus,
    },
    client: { id: row.client_id, fullName: row.client_name },
    status: row.status as ApplicationStatus,
    note: row.notes,
    appliedAt: row.applied_date.toISOString(),
    version: row.version,
    history,
  };
}

/** The rows as applications with their histories (the employer's view includes notes and times). */
export async function withHistories(
  db: Queryable,
  rows: readonly ApplicationRow[],
  statusOnly: boolean,
): Promise<Application[]> {
  const events = await listApplicationEvents(
    db,
    rows.map((row) => row.id),
    statusOnly,
  );
  return rows.map((row) => toApplication(row, events.get(row.id) ?? []));
}

export interface ApplicationEventInput {
  applicationId: number;
  actorId: number;
  at: Date;
  kind: ApplicationEvent['kind'];
  fromStatus?: string | null;
  toStatus?: string | null;
  body?: string | null;
  times?: readonly Date[];
}

export async function recordApplicationEvent(
  db: Queryable,
  event: ApplicationEventInput,
): Promise<void> {
  await db
    .insertInto('application_events')
    .values({
      application_id: event.applicationId,
      actor_id: event.actorId,
      at: event.at,
      kind: event.kind,
      from_status: event.fromStatus ?? null,
      to_status: event.toStatus ?? null,
      body: event.body ?? null,
      times: JSON.stringify((event.times ?? []).map((time) => time.toISOString())),
    })
    .execute();
}
