import { TASK_REMINDER_DAYS, portalPaths } from '@pathways/schemas';
import type { TaskReminderDay } from '@pathways/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { Outbox } from '../../outbox/outbox.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import { dayOf, daysAfterDate } from '../dates.js';
import { TASK_NAMES } from '../placement-task-view.js';
import { claimReminder, listOpenTasksDueBetween } from '../placement-tasks-repository.js';
import type { PlacementTaskRow } from '../placement-tasks-repository.js';

/** How often the API looks for reminders to send: a day's reminder an hour late is still on time. */
export const TASK_REMINDER_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const [FIRST_REMINDER, LAST_REMINDER] = TASK_REMINDER_DAYS;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The reminder a task is owed on a day `daysLeft` before its deadline, if any not yet sent. */
function reminderOwed(row: PlacementTaskRow, daysLeft: number): TaskReminderDay | null {
  if (daysLeft <= LAST_REMINDER) return row.reminded_2_at ? null : LAST_REMINDER;
  if (daysLeft <= FIRST_REMINDER) return row.reminded_7_at ? null : FIRST_REMINDER;
  return null;
}

/**
 * E-mails the employer and the client's case worker 7 and then 2 days before each open task's
 * deadline (issue 29 point 4), each reminder once: it is claimed in the same transaction as its
 * messages are queued. A run that missed the day (the API was down) sends it late rather than never;
 * a task already inside 2 days gets only the last one. Runs on the job leader only (runPeriodically).
 * Answers how many reminders it sent.
 */
export async function sendTaskReminders(
  db: Kysely<Database>,
  outbox: Outbox,
  now: Date,
): Promise<number> {
  const today = dayOf(now);
  const rows = await listOpenTasksDueBetween(db, today, daysAfterDate(today, FIRST_REMINDER));
  let sent = 0;
  for (const row of rows) {
    const daysLeft = daysBetween(today, row.due_on);
    const day = reminderOwed(row, daysLeft);
    if (day === null) continue;
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, { id: row.id, day, at: now }))) return false;
      const data = {
        task: TASK_NAMES[row.kind],
        clientName: row.client_name,
        dueOn: row.due_on,
        days: daysLeft,
      };
      await enqueueMessage(trx, outbox, {
        to: row.employer_email,
        message: {
          template: 'taskReminder',
          data: {
            ...data,
            name: row.employer_name,
            link: outbox.link(portalPaths.employerApplications),
          },
        },
      });
      if (row.worker_email !== null && row.worker_name !== null) {
        await enqueueMessage(trx, outbox, {
          to: row.worker_email,
          message: {
            template: 'taskReminder',
            data: {
              ...data,
              name: row.worker_name,
              link: outbox.link(portalPaths.caseWorkerClient(row.client_id)),
            },
          },
        });
      }
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
