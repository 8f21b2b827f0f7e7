import type { Queryable } from '../../services/use-case-context.js';

/** Every write of `placements`, `placement_follow_ups` and `program_enrollments`. */

export interface PlacementColumns {
  applicationId: number;
  clientProfileId: number;
  employerId: number;
  jobId: number;
  /** YYYY-MM-DD, the first day of work. */
  startDate: string;
  hourlyWage: number;
  hoursPerWeek: number;
  program: string | null;
  createdBy: number;
  now: Date;
}

/** The program the client was enrolled in on the start date (the latest before it), if any. */
export async function programOnDate(
  db: Queryable,
  clientProfileId: number,
  date: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('program_enrollments')
    .select('program')
    .where('client_profile_id', '=', clientProfileId)
    .where('enrolled_on', '<=', date)
    .orderBy('enrolled_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.program ?? null;
}

/** A new placement; undefined when the application already has one. */
export async function insertPlacement(
  db: Queryable,
  placement: PlacementColumns,
): Promise<number | undefined> {
  // "do nothing" rather than catching a unique violation: the caller's transaction stays usable.
  const row = await db
    .insertInto('placements')
    .values({
      application_id: placement.applicationId,
      client_profile_id: placement.clientProfileId,
      employer_id: placement.employerId,
      job_id: placement.jobId,
      start_date: placement.startDate,
      hourly_wage: placement.hourlyWage,
      hours_per_week: placement.hoursPerWeek,
      program: placement.program,
      created_by: placement.createdBy,
      created_at: placement.now,
    })
    .onConflict((conflict) => conflict.column('application_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertFollowUp(
  db: Queryable,
  followUp: { placementId: number; day: number; dueOn: string; milestoneId: number },
): Promise<void> {
  await db
    .insertInto('placement_follow_ups')
    .values({
      placement_id: followUp.placementId,
      day: followUp.day,
      due_on: followUp.dueOn,
      milestone_id: followUp.milestoneId,
    })
    .execute();
}

export interface FollowUpRecording {
  id: number;
  version: number;
  stillEmployed: boolean;
  sameEmployer: boolean | null;
  hourlyWage: number | null;
  notes: string | null;
  recordedBy: number;
  now: Date;
}

/** Records a follow-up over the version the caller read; false when it changed meanwhile. */
export async function recordFollowUp(
  db: Queryable,
  recording: FollowUpRecording,
): Promise<boolean> {
  const updated = await db
    .updateTable('placement_follow_ups')
    .set((eb) => ({
      still_employed: recording.stillEmployed,
      same_employer: recording.sameEmployer,
      hourly_wage: recording.hourlyWage,
      notes: recording.notes,
      recorded_at: recording.now,
      recorded_by: recording.recordedBy,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', recording.id)
    .where('version', '=', recording.version)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function insertProgramEnrollment(
  db: Queryable,
  enrolment: { clientProfileId: number; program: string; enrolledOn: string; recordedBy: number },
): Promise<number> {
  const row = await db
    .insertInto('program_enrollments')
    .values({
      client_profile_id: enrolment.clientProfileId,
      program: enrolment.program,
      enrolled_on: enrolment.enrolledOn,
      recorded_by: enrolment.recordedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
