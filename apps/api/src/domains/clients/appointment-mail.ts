import { portalPaths } from '@pathways/schemas';
import type { AppointmentMode } from '@pathways/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { localizedPath } from '../../lib/mail-language.js';
import { enqueueMessage } from '../outbox/outbox.js';
import type { Outbox } from '../outbox/outbox.js';
import { withdrawUnsentMessages } from '../outbox/repository.js';
import { reminderMessagesOf } from './repository.js';

/** A person's first name, the only "who" an appointment e-mail names. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/, 1)[0] ?? fullName;
}

interface AppointmentMailee {
  email: string;
  full_name: string;
  preferred_language: 'en' | 'es';
}

/** What an appointment e-mail says: time, place and who; never the appointment's notes or title. */
export function appointmentMailData(
  outbox: Outbox,
  client: AppointmentMailee,
  appointment: { date: Date; mode: AppointmentMode; workerName: string },
) {
  return {
    name: firstNameOf(client.full_name),
    at: appointment.date.toISOString(),
    mode: appointment.mode,
    caseWorkerName: firstNameOf(appointment.workerName),
    link: outbox.link(localizedPath(portalPaths.clientAppointments, client.preferred_language)),
  };
}

/**
 * An appointment moved or was cancelled: its reminders not yet sent are taken back and the client
 * is told, in their language, in the same transaction as the change.
 */
export async function tellOfAppointmentChange(
  trx: Transaction<Database>,
  outbox: Outbox,
  change: {
    kind: 'rescheduled' | 'cancelled';
    appointmentId: number;
    client: AppointmentMailee;
    appointment: { date: Date; mode: AppointmentMode; workerName: string };
  },
): Promise<void> {
  await withdrawUnsentMessages(trx, await reminderMessagesOf(trx, change.appointmentId));
  await enqueueMessage(trx, outbox, {
    to: change.client.email,
    message: {
      template: 'appointmentChanged',
      data: {
        ...appointmentMailData(outbox, change.client, change.appointment),
        change: change.kind,
      },
    },
    language: change.client.preferred_language,
  });
}
