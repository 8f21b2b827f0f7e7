import type { Application, ApplicationEvent, ApplicationStatus } from '@pathways/schemas';
import type { Queryable } from '../../services/use-case-context.js';

/** Every query of `applications` and `application_events`: the pipeline's only writer. */

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
      'client.preferred_language as client_language',
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

/** Applications, newest first: one client's, or those to one employer user's postings (or all). */
export function listApplications(
  db: Queryable,
  filter: { clientId: number } | { employerUserId: number | null },
) {
  return applicationSelect(db)
    .$if('clientId' in filter, (qb) =>
      qb.where('applications.client_id', '=', 'clientId' in filter ? filter.clientId : 0),
    )
    .$if('employerUserId' in filter && filter.employerUserId !== null, (qb) =>
      qb.where(
        'employers.user_id',
        '=',
        'employerUserId' in filter ? (filter.employerUserId ?? 0) : 0,
      ),
    )
    .orderBy('applications.applied_date', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
}

/**
 * The history of the applications, by application id, oldest first. The employer's own notes are
 * theirs: `statusOnly` leaves them out (the client's and case worker's view), but keeps the proposed
 * interview times and the applicant's replies, which the applicant must see to answer.
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
    .$if(statusOnly, (qb) => qb.where('event.kind', '!=', 'note'))
    .orderBy('event.id')
    .execute();
  for (const row of rows) {
    const events = byApplication.get(row.application_id) ?? [];
    events.push({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor_id === null ? null : { id: row.actor_id, fullName: row.actor_name ?? '' },
      kind: row.kind,
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
      status: row.job_status,
    },
    client: { id: row.client_id, fullName: row.client_name },
    status: row.status,
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
  fromStatus?: ApplicationStatus | null;
  toStatus?: ApplicationStatus | null;
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

/** A new Pending application; undefined when the client already applied to this job. */
export async function insertApplication(
  db: Queryable,
  application: { jobId: number; clientId: number; note: string | null; now: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('applications')
    .values({
      job_id: application.jobId,
      client_id: application.clientId,
      status: 'Pending',
      applied_date: application.now,
      notes: application.note,
    })
    .onConflict((conflict) => conflict.columns(['job_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Moves an application to `to`, only over what the caller read: its status (`from`) and, when
 * given, its version. False when it changed meanwhile.
 */
export async function moveApplication(
  db: Queryable,
  move: { id: number; from: ApplicationStatus; to: ApplicationStatus; version?: number },
): Promise<boolean> {
  const moved = await db
    .updateTable('applications')
    .set((eb) => ({ status: move.to, version: eb('version', '+', 1) }))
    .where('id', '=', move.id)
    .where('status', '=', move.from)
    .$if(move.version !== undefined, (qb) => qb.where('version', '=', move.version ?? 0))
    .returning('id')
    .executeTakeFirst();
  return moved !== undefined;
}

/** When the client applied (a hire cannot start before it). */
export async function findAppliedAt(
  db: Queryable,
  applicationId: number,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('applications')
    .select('applied_date')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  return row?.applied_date;
}
