import { formatAddress, site } from '@pathways/content';
import type { CalendarEvent } from './ical.js';
import type { CalendarAppointmentRow } from './repository.js';

export type CalendarLanguage = 'en' | 'es';

/** An event's words, in the language its feed was made in. Only time, place and first names. */
const words = {
  en: {
    calendarName: 'Pathways appointments',
    withPerson: 'Pathways appointment with {name}',
    inPerson: `${site.organizationName}, ${formatAddress(site.contact.address)}`,
    virtual: 'Video call (the link comes through the Pathways portal)',
    details: 'Details are in the Pathways portal: {link}',
    someone: 'Pathways',
  },
  es: {
    calendarName: 'Citas de Pathways',
    withPerson: 'Cita de Pathways con {name}',
    inPerson: `${site.organizationName}, ${formatAddress(site.contact.address)}`,
    virtual: 'Videollamada (el enlace llega por el portal de Pathways)',
    details: 'Los detalles están en el portal de Pathways: {link}',
    someone: 'Pathways',
  },
} as const;

/** The same appointment is the same event in every feed and download: its id, in the site's domain. */
const UID_DOMAIN = site.contact.email.split('@')[1] ?? 'pathways.localhost';

export function calendarName(language: CalendarLanguage): string {
  return words[language].calendarName;
}

/** A name's first word: a calendar on a phone's lock screen shows no one's full name. */
export function firstName(fullName: string | null): string | null {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** What a calendar app shows of an appointment that changes its SEQUENCE when it changes. */
export function fingerprintOf(row: Pick<CalendarAppointmentRow, 'date' | 'attendance'>): string {
  return `${row.date.toISOString()}|${row.attendance === 'cancelled' ? 'cancelled' : 'on'}`;
}

/**
 * An appointment as an event, seen by `viewer`: a client sees their case worker's first name, a
 * case worker the client's. Never the title or notes (a title can say what the meeting is about).
 */
export function toCalendarEvent(
  row: CalendarAppointmentRow,
  {
    viewer,
    language,
    link,
    sequence,
  }: { viewer: 'client' | 'staff'; language: CalendarLanguage; link: string; sequence: number },
): CalendarEvent {
  const t = words[language];
  const other = firstName(viewer === 'client' ? row.worker_name : row.client_name) ?? t.someone;
  return {
    uid: `appointment-${row.id}@${UID_DOMAIN}`,
    start: row.date,
    summary: t.withPerson.replace('{name}', other),
    location: row.mode === 'virtual' ? t.virtual : t.inPerson,
    description: t.details.replace('{link}', link),
    cancelled: row.attendance === 'cancelled',
    sequence,
  };
}
