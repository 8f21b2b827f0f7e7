import { mailBlocks } from './mail-layout.js';
import type { Layout } from './mail-layout.js';
import type { MailText } from './mail.schema.js';
import { fillTemplate } from './template.js';

const { paragraph, action } = mailBlocks;

/** Appointments are at the office in Waterloo: their times are read on its clock. */
export const APPOINTMENT_TIME_ZONE = 'America/Chicago';

interface AppointmentMailData {
  name: string;
  /** The appointment's time (ISO 8601). */
  at: string;
  mode: 'inPerson' | 'virtual';
  /** The case worker's first name: who, and nothing more (never the appointment's notes). */
  caseWorkerName: string;
  link: string;
}

/** An appointment's reminder and its change notice: time, place and who, nothing else. */
export type AppointmentMail =
  | { template: 'appointmentReminder'; data: AppointmentMailData }
  | {
      template: 'appointmentChanged';
      data: AppointmentMailData & { change: 'rescheduled' | 'cancelled' };
    };

/** "Monday, December 7 at 9:00 AM" / "lunes, 7 de diciembre, 9:00 a.m." on the office's clock. */
export function appointmentWhen(at: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-US`, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: APPOINTMENT_TIME_ZONE,
  }).format(new Date(at));
}

export function appointmentLayout(
  t: MailText,
  message: AppointmentMail,
  address: { street: string; city: string; stateCode: string; zipCode: string },
): Layout {
  const { data } = message;
  const when = appointmentWhen(data.at, t.language);
  const values = { when, caseWorkerName: data.caseWorkerName };
  const place =
    data.mode === 'inPerson'
      ? fillTemplate(t.appointmentPlaces.inPerson, {
          address: `${address.street}, ${address.city}, ${address.stateCode} ${address.zipCode}`,
        })
      : t.appointmentPlaces.virtual;
  if (message.template === 'appointmentReminder') {
    const subject = fillTemplate(t.appointmentReminder.subject, values);
    return {
      subject,
      heading: subject,
      name: data.name,
      blocks: [
        paragraph(fillTemplate(t.appointmentReminder.body, values)),
        paragraph(fillTemplate(t.appointmentReminder.place, { place })),
        action(t.appointmentReminder.action, data.link),
        paragraph(t.appointmentReminder.optOut),
      ],
    };
  }
  const words = t.appointmentChanged;
  const cancelled = message.data.change === 'cancelled';
  const subject = fillTemplate(
    cancelled ? words.cancelledSubject : words.rescheduledSubject,
    values,
  );
  return {
    subject,
    heading: subject,
    name: data.name,
    blocks: [
      paragraph(fillTemplate(cancelled ? words.cancelledBody : words.rescheduledBody, values)),
      ...(cancelled ? [] : [paragraph(fillTemplate(words.place, { place }))]),
      action(words.action, data.link),
    ],
  };
}
