import { sql } from 'kysely';
import type { Queryable } from '../../services/use-case-context.js';

/**
 * Every query of `wotc_prescreens` (issue 29 point 4): its only writer. The answers leave here
 * sealed; services/sealing.ts opens them, logging every read but the client's own.
 */
function prescreenSelect(db: Queryable) {
  return db
    .selectFrom('wotc_prescreens as pre')
    .innerJoin('applications as app', 'app.id', 'pre.application_id')
    .innerJoin('jobs', 'jobs.id', 'app.job_id')
    .innerJoin('employers', 'employers.id', 'jobs.employer_id')
    .select([
      'pre.application_id',
      'pre.declined',
      'pre.answers',
      'pre.consent_to_share',
      'pre.answered_at',
      'app.client_id',
      'jobs.title as job_title',
      'employers.company_name',
    ]);
}
export type WotcPrescreenRow = Awaited<ReturnType<typeof findPrescreenOfApplication>> & object;

export function findPrescreenOfApplication(db: Queryable, applicationId: number) {
  return prescreenSelect(db).where('pre.application_id', '=', applicationId).executeTakeFirst();
}

/** A client's pre-screens, newest first. */
export function listPrescreensOfClient(db: Queryable, clientId: number) {
  return prescreenSelect(db)
    .where('app.client_id', '=', clientId)
    .orderBy('pre.answered_at', 'desc')
    .orderBy('pre.id', 'desc')
    .execute();
}

/** Whether the WOTC task of the application's placement is done (the answers are then final). */
export async function isWotcTaskDone(db: Queryable, applicationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('placements as p')
    .innerJoin('placement_tasks as task', 'task.placement_id', 'p.id')
    .select(sql<number>`1`.as('done'))
    .where('p.application_id', '=', applicationId)
    .where('task.kind', '=', 'wotcForm8850')
    .where('task.done_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export interface PrescreenWrite {
  applicationId: number;
  declined: boolean;
  /** Sealed by the caller (services/sealing.ts); null when declined. */
  sealedAnswers: string | null;
  consentToShare: boolean;
  at: Date;
}

/** One pre-screen per application: a second answer replaces the first. */
export async function upsertPrescreen(db: Queryable, input: PrescreenWrite): Promise<void> {
  const values = {
    declined: input.declined,
    answers: input.sealedAnswers,
    consent_to_share: input.consentToShare,
    answered_at: input.at,
  };
  await db
    .insertInto('wotc_prescreens')
    .values({ application_id: input.applicationId, ...values })
    .onConflict((oc) => oc.column('application_id').doUpdateSet(values))
    .execute();
}
