import { z } from '../zod.js';
import { timestampSchema } from '../common.js';
import { wotcForm8850DueDate } from './incentives.js';
import { wotcPrescreenResults } from './wotc-prescreen.js';

/**
 * A placement's incentive paperwork as tasks with deadlines (issue 29 point 4), for the employer
 * and the client's case worker. Iowa's state deduction for hiring people with records is not a
 * task: it is shown as a link to check with a tax adviser.
 */
export const placementTaskKinds = ['wotcForm8850', 'federalBonding'] as const;
export type PlacementTaskKind = (typeof placementTaskKinds)[number];

/**
 * When each task is due for a placement starting on `startDate` ("YYYY-MM-DD"):
 * - WOTC Form 8850 (with ETA 9061) to Iowa Workforce Development: 28 calendar days after the start
 *   (26 U.S.C. §51(d)(13)(A)(ii)(II); wotcForm8850DueDate).
 * - The Federal Bonding request: by the first day of work, since the bond covers the first 6 months
 *   from that day (U.S. DOL Federal Bonding Program).
 */
export function placementTaskDueDates(startDate: string): Record<PlacementTaskKind, string> {
  return { wotcForm8850: wotcForm8850DueDate(startDate), federalBonding: startDate };
}

/**
 * Days before a deadline an e-mail reminder goes out, each once. Configurable (issue 29 point 4:
 * "7 and 2 days before a deadline"), largest first.
 */
export const TASK_REMINDER_DAYS = [7, 2] as const;
export type TaskReminderDay = (typeof TASK_REMINDER_DAYS)[number];

export const placementTaskStates = ['open', 'overdue', 'done'] as const;

export const placementTaskSchema = z.object({
  id: z.number().int(),
  placementId: z.number().int(),
  kind: z.enum(placementTaskKinds),
  dueOn: z.iso.date(),
  state: z.enum(placementTaskStates),
  doneAt: timestampSchema.nullable(),
  client: z.object({ id: z.number().int(), fullName: z.string() }),
  job: z.object({ title: z.string(), companyName: z.string() }),
  startDate: z.iso.date(),
  /** WOTC only: the programme's authorization for this start date and the credit it can bring. */
  wotc: z
    .object({
      authorization: z.enum(['authorized', 'lapsed']),
      /** The credit the first year at the placement's wage and hours would bring (26 U.S.C. §51). */
      estimatedCredit: z.number(),
      rate: z.enum(['full', 'reduced', 'none']),
      /**
       * The client's pre-screen, derived for the start date (wotcExFelonResult): "notShared" unless
       * they answered and consented to share the result with this employer. Never the answers.
       */
      prescreen: z.enum(wotcPrescreenResults),
    })
    .nullable(),
});
export type PlacementTask = z.infer<typeof placementTaskSchema>;
export const placementTaskListSchema = z.object({ tasks: z.array(placementTaskSchema) });
