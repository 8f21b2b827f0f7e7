import type { Queryable } from '../../../services/transactions.js';

/**
 * Appointments with a reminder possibly due: still to come within `horizon`, not settled, of a
 * client who wants reminders; with what the e-mail may say (time, place, who) and never the notes.
 */
export function findRemindableAppointments(
  db: Queryable,
  { now, horizon }: { now: Date; horizon: Date },
) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as client', 'client.id', 'appointments.client_id')
    .innerJoin('users as worker', 'worker.id', 'appointments.case_worker_id')
    .select([
      'appointments.id',
      'appointments.date',
      'appointments.mode',
      'appointments.date_set_at',
      'client.email',
      'client.full_name',
      'client.preferred_language',
      'worker.full_name as worker_name',
    ])
    .where('appointments.date', '>', now)
    .where('appointments.date', '<=', horizon)
    .where('appointments.attendance', '=', 'scheduled')
    .where('client.appointment_reminders', '=', true)
    .where('client.deactivated_at', 'is', null)
    .orderBy('appointments.date')
    .execute();
}

/** The reminders already made for these appointments. */
export function findReminders(db: Queryable, appointmentIds: readonly number[]) {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('appointment_reminders')
    .select(['appointment_id', 'kind', 'appointment_at', 'outbox_id'])
    .where('appointment_id', 'in', appointmentIds)
    .execute();
}

/**
 * Claims one reminder: true for the one caller that made the row, false when it existed (another
 * round, or another instance, had it). The unique key makes it once per appointment time.
 */
export async function claimReminder(
  db: Queryable,
  reminder: {
    appointmentId: number;
    kind: 'dayBefore' | 'sameMorning';
    appointmentAt: Date;
    at: Date;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('appointment_reminders')
    .values({
      appointment_id: reminder.appointmentId,
      kind: reminder.kind,
      appointment_at: reminder.appointmentAt,
      created_at: reminder.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['appointment_id', 'kind', 'appointment_at']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function linkReminderMessage(
  db: Queryable,
  reminderId: number,
  outboxId: number,
): Promise<void> {
  await db
    .updateTable('appointment_reminders')
    .set({ outbox_id: outboxId })
    .where('id', '=', reminderId)
    .execute();
}

/** The outbox messages of an appointment's reminders (to take back the unsent ones). */
export async function reminderMessagesOf(db: Queryable, appointmentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('appointment_reminders')
    .select('outbox_id')
    .where('appointment_id', '=', appointmentId)
    .where('outbox_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.outbox_id === null ? [] : [row.outbox_id]));
}
