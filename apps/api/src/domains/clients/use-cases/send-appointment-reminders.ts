import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { enqueueMessage } from '../../outbox/outbox.js';
import type { Outbox } from '../../outbox/outbox.js';
import { officeDay, officeInstant, officeWallTime } from '../../../services/office-time.js';
import { appointmentMailData } from '../appointment-mail.js';
import {
  claimReminder,
  findReminders,
  findRemindableAppointments,
  linkReminderMessage,
} from '../repository.js';

const HOUR_MS = 3_600_000;
/** The first reminder goes this long before the appointment (or at once, when booked later). */
export const DAY_BEFORE_REMINDER_HOURS = 24;
/** An appointment before this hour (office time) is "early": it gets a reminder that morning too. */
export const EARLY_APPOINTMENT_BEFORE_HOUR = 10;
/** The hour (office time) of the same-morning reminder. */
export const SAME_MORNING_REMINDER_HOUR = 7;
/**
 * The same-morning reminder is skipped for an appointment booked less than this long before it:
 * the booking's own reminder went out moments ago.
 */
export const SAME_MORNING_MIN_NOTICE_HOURS = 12;
/** How often the job looks for reminders due (REMINDER_INTERVAL_SECONDS overrides it). */
export const REMINDER_INTERVAL_SECONDS = 300;

type ReminderKind = 'dayBefore' | 'sameMorning';

/** When the same-morning reminder of an appointment at `date` is due, if it is early. */
export function sameMorningDue(date: Date): Date | null {
  if (officeWallTime(date).hour >= EARLY_APPOINTMENT_BEFORE_HOUR) return null;
  return officeInstant(officeDay(date), SAME_MORNING_REMINDER_HOUR);
}

/** The reminders of one appointment due at `now`, latest first (only one goes out a round). */
export function remindersDue(
  appointment: { date: Date; date_set_at: Date },
  now: Date,
): ReminderKind[] {
  const due: ReminderKind[] = [];
  const morning = sameMorningDue(appointment.date);
  if (
    morning &&
    morning <= now &&
    appointment.date_set_at.getTime() < morning.getTime() - SAME_MORNING_MIN_NOTICE_HOURS * HOUR_MS
  ) {
    due.push('sameMorning');
  }
  if (appointment.date.getTime() - DAY_BEFORE_REMINDER_HOURS * HOUR_MS <= now.getTime()) {
    due.push('dayBefore');
  }
  return due;
}

/**
 * One round of the reminder job (issue 31.3), run by the job leader: each reminder due is claimed
 * (a row unique per appointment, kind and time) and e-mailed in the same transaction, so it goes
 * out exactly once however many rounds or instances run. When two are due at once (the job was
 * down), only the later one is sent; the other is claimed without a message.
 */
export async function sendAppointmentReminders(
  db: Kysely<Database>,
  outbox: Outbox,
  now: Date,
): Promise<number> {
  const horizon = new Date(now.getTime() + DAY_BEFORE_REMINDER_HOURS * HOUR_MS);
  const appointments = await findRemindableAppointments(db, { now, horizon });
  const made = new Set(
    (
      await findReminders(
        db,
        appointments.map((row) => row.id),
      )
    ).map((row) => `${row.appointment_id}/${row.kind}/${row.appointment_at.getTime()}`),
  );
  let sent = 0;
  for (const appointment of appointments) {
    const due = remindersDue(appointment, now).filter(
      (kind) => !made.has(`${appointment.id}/${kind}/${appointment.date.getTime()}`),
    );
    if (due.length === 0) continue;
    sent += await db.transaction().execute(async (trx) => {
      let enqueued = 0;
      for (const [index, kind] of due.entries()) {
        const reminderId = await claimReminder(trx, {
          appointmentId: appointment.id,
          kind,
          appointmentAt: appointment.date,
          at: now,
        });
        if (reminderId === undefined || index > 0) continue;
        const { id } = await enqueueMessage(trx, outbox, {
          to: appointment.email,
          message: {
            template: 'appointmentReminder',
            data: appointmentMailData(outbox, appointment, {
              date: appointment.date,
              mode: appointment.mode,
              workerName: appointment.worker_name,
            }),
          },
          language: appointment.preferred_language,
          // Not after it has begun.
          sendBefore: appointment.date,
        });
        await linkReminderMessage(trx, reminderId, id);
        enqueued += 1;
      }
      return enqueued;
    });
  }
  return sent;
}
