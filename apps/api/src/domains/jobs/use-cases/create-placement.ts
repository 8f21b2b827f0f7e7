import { FOLLOW_UP_DAYS, placementTaskDueDates } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.js';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { loadPlanTemplate } from '../../clients/repository.js';
import type { Queryable } from '../../../services/use-case-context.js';
import { findAppliedAt } from '../applications-repository.js';
import { dayOf, daysAfterDate } from '../dates.js';
import { insertFollowUp, insertPlacement, programOnDate } from '../placement-writes.js';
import {
  PLACED_STATUS,
  completePlacementStep,
  followUpMilestone,
  markPlaced,
} from '../../clients/repository.js';
import { insertPlacementTasks } from '../placement-tasks-repository.js';

export interface NewPlacement {
  applicationId: number;
  clientProfileId: number;
  employerId: number;
  jobId: number;
  /** YYYY-MM-DD, the first day of work. */
  startDate: string;
  hourlyWage: number;
  hoursPerWeek: number;
  /** Who records the hire (the employer, or staff). */
  createdBy: number;
  now: Date;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** No placement of this programme started before it: an earlier date is a typing slip. */
export const EARLIEST_START_DATE = '2000-01-01';
/** A hire is recorded at most this many days before the first day of work. */
export const MAX_DAYS_BEFORE_START = 366;
const MAX_HOURLY_WAGE = 1_000_000;
const MAX_HOURS_PER_WEEK = 80;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && dayOf(parsed) === date;
}

/** The field errors of a placement: the start date bounded, the wage and hours in range. */
function checkInput(input: NewPlacement, appliedAt: Date): void {
  const fieldErrors: Record<string, string[]> = {};
  const applied = dayOf(appliedAt);
  const latest = daysAfterDate(dayOf(input.now), MAX_DAYS_BEFORE_START);
  if (!isCalendarDate(input.startDate)) {
    fieldErrors['startDate'] = ['Please give the start date as YYYY-MM-DD'];
  } else if (input.startDate < EARLIEST_START_DATE || input.startDate < applied) {
    fieldErrors['startDate'] = [`The start date cannot be before the application (${applied})`];
  } else if (input.startDate > latest) {
    fieldErrors['startDate'] = ['The start date cannot be more than a year ahead'];
  }
  if (
    !Number.isFinite(input.hourlyWage) ||
    input.hourlyWage < 0 ||
    input.hourlyWage >= MAX_HOURLY_WAGE
  ) {
    fieldErrors['hourlyWage'] = ['Please give the hourly wage in dollars'];
  }
  if (
    !Number.isInteger(input.hoursPerWeek) ||
    input.hoursPerWeek < 1 ||
    input.hoursPerWeek > MAX_HOURS_PER_WEEK
  ) {
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
 * Runs in the caller's transaction when given one (the pipeline's move to Hired).
 */
export async function createPlacement(
  db: Queryable,
  input: NewPlacement,
): Promise<{ placementId: number }> {
  if (db.isTransaction) return createIn(db as Transaction<Database>, input);
  return db.transaction().execute((trx) => createIn(trx, input));
}

async function createIn(
  trx: Transaction<Database>,
  input: NewPlacement,
): Promise<{ placementId: number }> {
  const appliedAt = await findAppliedAt(trx, input.applicationId);
  if (!appliedAt) throw new HttpError(404, 'No such application');
  checkInput(input, appliedAt);
  const profile = await trx
    .selectFrom('client_profiles')
    .select(['user_id'])
    .where('id', '=', input.clientProfileId)
    .executeTakeFirst();
  if (!profile) throw new HttpError(404, 'No such client');
  const placementId = await insertPlacement(trx, {
    ...input,
    program: await programOnDate(trx, input.clientProfileId, input.startDate),
  });
  if (placementId === undefined)
    throw new HttpError(409, 'This application already has a placement');

  const clientId = profile.user_id;
  const template = await loadPlanTemplate(trx);
  await completePlacementStep(trx, template, clientId, input.now);
  for (const day of FOLLOW_UP_DAYS) {
    const dueOn = daysAfterDate(input.startDate, day);
    const milestoneId = await followUpMilestone(trx, template, clientId, day, dueOn);
    await insertFollowUp(trx, { placementId, day, dueOn, milestoneId });
  }
  // The hiring incentives' paperwork, with its deadlines (issue 29 point 4).
  await insertPlacementTasks(trx, placementId, placementTaskDueDates(input.startDate));
  // A hire is what "Placement" means: the status follows at once (staff can still change it back).
  const statusBefore = await markPlaced(trx, clientId);
  await recordTimelineEntry(trx, {
    clientId,
    actorId: input.createdBy,
    at: input.now,
    action: 'placement',
    changes: {
      ...(statusBefore === undefined ? {} : { status: [statusBefore, PLACED_STATUS] }),
      startDate: [null, input.startDate],
      hourlyWage: [null, input.hourlyWage],
      hoursPerWeek: [null, input.hoursPerWeek],
    },
  });
  return { placementId };
}
