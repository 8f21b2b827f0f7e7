import { JOBS_PAGE_SIZE } from '@pathways/schemas';
import type { Job, JobInput, JobSearchQuery, JobStatus } from '@pathways/schemas';
import { sql } from 'kysely';
import type { Queryable } from '../../services/use-case-context.js';

/**
 * Every query of postings (`jobs`) and companies (`employers`): the job board's only writer of
 * both tables. Applications, referrals and placements have their own repositories beside it.
 */

/** A posting joined with its employer. */
export function jobSelect(db: Queryable) {
  return db
    .selectFrom('jobs')
    .innerJoin('employers', 'employers.id', 'jobs.employer_id')
    .select([
      'jobs.id',
      'jobs.employer_id',
      'employers.company_name',
      'employers.is_verified as company_verified',
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
    companyVerified: row.company_verified,
    title: row.title,
    description: row.description,
    location: row.location,
    payMin: row.pay_min,
    payMax: row.pay_max,
    schedule: row.schedule,
    requirements: row.requirements,
    fairChanceStatement: row.fair_chance_statement,
    excludedCategories: row.excluded_categories,
    status: row.status,
    reviewNote: row.review_note,
    postedDate: row.posted_date.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
    version: row.version,
  };
}

/** An employer's postings (every posting when `employerUserId` is null: an admin), newest first. */
export function listJobs(
  db: Queryable,
  filter: { employerUserId: number | null; status?: JobStatus | undefined },
) {
  return jobSelect(db)
    .$if(filter.employerUserId !== null, (qb) =>
      qb.where('employers.user_id', '=', filter.employerUserId ?? 0),
    )
    .$if(filter.status !== undefined, (qb) =>
      qb.where('jobs.status', '=', filter.status ?? 'draft'),
    )
    .orderBy('jobs.posted_date', 'desc')
    .orderBy('jobs.id', 'desc')
    .execute();
}

/**
 * A keyword search as a tsquery that cannot fail: the words only (letters and digits), each a
 * plain term, so input such as forty `-` or `!(&` is no syntax for PostgreSQL to reject.
 */
export function searchTerms(q: string | undefined): string {
  return (q ?? '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Published postings matching the search, newest first, one page. Keywords go through PostgreSQL
 * full text (the generated `search` column and its GIN index); PGlite runs the same SQL.
 */
export async function searchJobs(
  db: Queryable,
  query: JobSearchQuery,
): Promise<{ rows: JobRow[]; total: number }> {
  const q = searchTerms(query.q);
  const location = query.location?.trim();
  let select = jobSelect(db).where('jobs.status', '=', 'published');
  if (q) select = select.where(sql<boolean>`jobs.search @@ plainto_tsquery('english', ${q})`);
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

/** A dollar amount as pay reads: whole dollars as they are, cents always with two digits ("17.50"). */
function dollars(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** The posting's columns from the employer's form (pay also kept as the dashboards' salary text). */
function jobColumns(input: JobInput & { payMin: number; payMax: number }) {
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    pay_min: input.payMin,
    pay_max: input.payMax,
    salary: `$${dollars(input.payMin)}–${dollars(input.payMax)}/hour`,
    schedule: input.schedule,
    requirements: input.requirements ?? null,
    fair_chance_statement: input.fairChanceStatement,
    excluded_categories: [...(input.excludedCategories ?? [])],
  };
}
export type JobColumnsInput = Parameters<typeof jobColumns>[0];

export async function insertJob(
  db: Queryable,
  employerId: number,
  input: JobColumnsInput,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ employer_id: employerId, ...jobColumns(input), status: 'draft', posted_date: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Rewrites a draft; false when it is no longer a draft. `resubmit` sends a returned posting back for
 * review with the edit (the reviewer's note is answered by it).
 */
export async function updateDraftJob(
  db: Queryable,
  jobId: number,
  input: JobColumnsInput,
  resubmit = false,
): Promise<boolean> {
  const updated = await db
    .updateTable('jobs')
    .set((eb) => ({
      ...jobColumns(input),
      ...(resubmit ? { status: 'submitted' as const, review_note: null } : {}),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', jobId)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Deletes a draft (returned ones are drafts too); false when it is no longer a draft. */
export async function deleteDraftJob(db: Queryable, jobId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('jobs')
    .where('id', '=', jobId)
    .where('status', '=', 'draft')
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/**
 * Moves a posting from `from` to `to` (only while it is still `from`: false otherwise). A return to
 * draft keeps the reviewer's note; a submission clears it; publishing dates the posting.
 */
export async function moveJob(
  db: Queryable,
  move: { jobId: number; from: JobStatus; to: JobStatus; reviewNote?: string | null; now: Date },
): Promise<boolean> {
  const updated = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: move.to,
      is_filled: move.to === 'filled',
      ...(move.reviewNote !== undefined ? { review_note: move.reviewNote } : {}),
      ...(move.to === 'submitted' ? { review_note: null } : {}),
      ...(move.to === 'published' ? { published_at: move.now, posted_date: move.now } : {}),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', move.jobId)
    .where('status', '=', move.from)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
