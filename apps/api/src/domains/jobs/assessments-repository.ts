import { sql } from 'kysely';
import type { Queryable } from '../../services/use-case-context.js';

/**
 * Every query of `application_assessments` (issue 29 point 3): its only writer. The sealed columns
 * leave here sealed; services/sealing.ts opens them, logging the read.
 */
function assessmentSelect(db: Queryable) {
  return db
    .selectFrom('application_assessments as a')
    .innerJoin('applications as app', 'app.id', 'a.application_id')
    .innerJoin('jobs', 'jobs.id', 'app.job_id')
    .innerJoin('employers', 'employers.id', 'jobs.employer_id')
    .leftJoin('client_profiles as profile', 'profile.user_id', 'app.client_id')
    .select([
      'a.id',
      'a.application_id',
      'a.created_at',
      'a.nature_and_gravity',
      'a.time_elapsed',
      'a.nature_of_job',
      'a.rehabilitation',
      sql<string>`a.answer_due_on::text`.as('answer_due_on'),
      'a.answer',
      'a.answered_at',
      'app.client_id',
      'jobs.title as job_title',
      'employers.company_name',
      'employers.user_id as employer_user_id',
      'profile.case_worker_id',
    ]);
}
export type AssessmentRow = Awaited<ReturnType<typeof findAssessment>> & object;

export function findAssessment(db: Queryable, id: number) {
  return assessmentSelect(db).where('a.id', '=', id).executeTakeFirst();
}

export function findAssessmentOfApplication(db: Queryable, applicationId: number) {
  return assessmentSelect(db).where('a.application_id', '=', applicationId).executeTakeFirst();
}

/** A client's assessments, newest first. */
export function listAssessmentsOfClient(db: Queryable, clientId: number) {
  return assessmentSelect(db)
    .where('app.client_id', '=', clientId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export interface NewAssessment {
  applicationId: number;
  createdBy: number;
  at: Date;
  /** Sealed by the caller (services/sealing.ts). */
  natureAndGravity: string;
  timeElapsed: string;
  rehabilitation: string;
  natureOfJob: string;
  answerDueOn: string;
}

/** The new assessment's id, or undefined when the application already has one. */
export async function insertAssessment(
  db: Queryable,
  input: NewAssessment,
): Promise<number | undefined> {
  const row = await db
    .insertInto('application_assessments')
    .values({
      application_id: input.applicationId,
      created_by: input.createdBy,
      created_at: input.at,
      nature_and_gravity: input.natureAndGravity,
      time_elapsed: input.timeElapsed,
      rehabilitation: input.rehabilitation,
      nature_of_job: input.natureOfJob,
      answer_due_on: input.answerDueOn,
    })
    .onConflict((oc) => oc.column('application_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Stores the (sealed) answer unless one is there already; true when it was stored. */
export async function recordAnswer(
  db: Queryable,
  input: { id: number; sealedAnswer: string; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('application_assessments')
    .set({ answer: input.sealedAnswer, answered_at: input.at })
    .where('id', '=', input.id)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
