import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { HttpError } from '../lib/http-error.js';
import { recordClientEvent } from '../repositories/clients.js';
import {
  FOLLOW_UP_DAYS,
  PLACEMENT_STEP,
  actionPlanTemplate,
  dateAfter,
  followUpStepName,
} from './action-plan.js';

export interface NewPlacement {
  applicationId: number;
  clientProfileId: number;
  employerId: number;
  jobId: number;
  /** YYYY-MM-DD, the first day of work. */
  startDate: string;
  hourlyWage: number;
  hoursPerWeek: number;
  createdBy: number;
  now: Date;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The YYYY-MM-DD `days` after a YYYY-MM-DD date (calendar days, UTC: no time zone moves it). */
export function daysAfterDate(date: string, days: number): string {
  return dateAfter(new Date(`${date}T00:00:00Z`), days);
}

function checkInput(input: NewPlacement): void {
  const fieldErrors: Record<string, string[]> = {};
  if (!DATE_PATTERN.test(input.startDate) || Number.isNaN(Date.parse(input.startDate))) {
    fieldErrors['startDate'] = ['Please give the start date as YYYY-MM-DD'];
  }
  if (!Number.isFinite(input.hourlyWage) || input.hourlyWage < 0 || input.hourlyWage >= 1_000_000) {
    fieldErrors['hourlyWage'] = ['Please give the hourly wage in dollars'];
  }
  if (!Number.isInteger(input.hoursPerWeek) || input.hoursPerWeek < 1 || input.hoursPerWeek > 80) {
    fieldErrors['hoursPerWeek'] = ['Please give the hours per week, from 1 to 80'];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new HttpError(400, 'Please check the placement', fieldErrors);
  }
}

/**
 * Records a hire: the placement, and its five follow-ups 30, 90, 180, 365 and 730 days after the
 * start date. The follow-ups are the client's action-plan milestones, not a second list: the plan's
 * "Job placement" step is completed and each "Follow-up N days after placement" step gets its due
 * date from the start date (a step the client's plan lacks is added), and each follow-up row points
 * at its milestone, which recording the follow-up completes. One placement per application (409).
 * Runs in the caller's transaction when given one (the jobs pipeline's move to Hired).
 */
export async function createPlacement(
  db: Kysely<Database> | Transaction<Database>,
  input: NewPlacement,
): Promise<{ placementId: number }> {
  checkInput(input);
  if (db.isTransaction) return createIn(db as Transaction<Database>, input);
  return db.transaction().execute((trx) => createIn(trx, input));
}

async function createIn(
  trx: Transaction<Database>,
  input: NewPlacement,
): Promise<{ placementId: number }> {
  const profile = await trx
    .selectFrom('client_profiles')
    .select(['user_id'])
    .where('id', '=', input.clientProfileId)
    .executeTakeFirst();
  if (!profile) throw new HttpError(404, 'No such client');

  const enrolment = await trx
    .selectFrom('program_enrollments')
    .select('program')
    .where('client_profile_id', '=', input.clientProfileId)
    .where('enrolled_on', '<=', input.startDate)
    .orderBy('enrolled_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

  // "do nothing" rather than catching a unique violation: the caller's transaction stays usable.
  const placement = await trx
    .insertInto('placements')
    .values({
      application_id: input.applicationId,
      client_profile_id: input.clientProfileId,
      employer_id: input.employerId,
      job_id: input.jobId,
      start_date: input.startDate,
      hourly_wage: input.hourlyWage,
      hours_per_week: input.hoursPerWeek,
      program: enrolment?.program ?? null,
      created_by: input.createdBy,
      created_at: input.now,
    })
    .onConflict((conflict) => conflict.column('application_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!placement) throw new HttpError(409, 'This application already has a placement');

  const clientId = profile.user_id;
  await completePlacementStep(trx, clientId, input.now);
  for (const day of FOLLOW_UP_DAYS) {
    const dueOn = daysAfterDate(input.startDate, day);
    const milestoneId = await followUpMilestone(trx, clientId, day, dueOn);
    await trx
      .insertInto('placement_follow_ups')
      .values({ placement_id: placement.id, day, due_on: dueOn, milestone_id: milestoneId })
      .execute();
  }
  await recordClientEvent(trx, {
    clientId,
    actorId: input.createdBy,
    at: input.now,
    action: 'placement',
    changes: {
      startDate: [null, input.startDate],
      hourlyWage: [null, input.hourlyWage],
      hoursPerWeek: [null, input.hoursPerWeek],
    },
  });
  return { placementId: placement.id };
}

function templatePosition(name: string): number {
  const index = actionPlanTemplate.findIndex((step) => step.name === name);
  return index === -1 ? actionPlanTemplate.length : index;
}

async function completePlacementStep(
  trx: Transaction<Database>,
  clientId: number,
  now: Date,
): Promise<void> {
  const step = await trx
    .selectFrom('milestones')
    .select(['id', 'is_completed'])
    .where('client_id', '=', clientId)
    .where('name', '=', PLACEMENT_STEP)
    .orderBy('is_completed')
    .orderBy('id')
    .executeTakeFirst();
  if (step?.is_completed) return;
  if (step) {
    await trx
      .updateTable('milestones')
      .set({ is_completed: true, completed_date: now })
      .where('id', '=', step.id)
      .execute();
    return;
  }
  await trx
    .insertInto('milestones')
    .values({
      client_id: clientId,
      name: PLACEMENT_STEP,
      description: actionPlanTemplate[templatePosition(PLACEMENT_STEP)]?.description ?? null,
      is_completed: true,
      completed_date: now,
      position: templatePosition(PLACEMENT_STEP),
    })
    .execute();
}

/** The client's open milestone for this follow-up, dated from the start; added if the plan lacks it. */
async function followUpMilestone(
  trx: Transaction<Database>,
  clientId: number,
  day: number,
  dueOn: string,
): Promise<number> {
  const name = followUpStepName(day);
  const open = await trx
    .selectFrom('milestones')
    .select('id')
    .where('client_id', '=', clientId)
    .where('name', '=', name)
    .where('is_completed', '=', false)
    .orderBy('id')
    .executeTakeFirst();
  if (open) {
    await trx
      .updateTable('milestones')
      .set({ due_date: dueOn })
      .where('id', '=', open.id)
      .execute();
    return open.id;
  }
  const position = templatePosition(name);
  const added = await trx
    .insertInto('milestones')
    .values({
      client_id: clientId,
      name,
      description: actionPlanTemplate[position]?.description ?? null,
      due_date: dueOn,
      position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return added.id;
}
